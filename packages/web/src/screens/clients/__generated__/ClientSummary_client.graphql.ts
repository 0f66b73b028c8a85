/**
 * @generated SignedSource<<b5dff21429985c88a716ded559bfe21d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionTier = "MACRO" | "MAXI" | "MEDI" | "MEGA" | "MICRO" | "MINI" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClientSummary_client$data = {
  readonly deviceCount: number;
  readonly networkCount: number;
  readonly networkSummary: {
    readonly open: number;
    readonly private: number;
    readonly public: number;
  };
  readonly subscriptionSummary: ReadonlyArray<{
    readonly count: number;
    readonly tier: SubscriptionTier;
  }>;
  readonly userCount: number;
  readonly " $fragmentType": "ClientSummary_client";
};
export type ClientSummary_client$key = {
  readonly " $data"?: ClientSummary_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientSummary_client">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientSummary_client",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deviceCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "networkCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NetworkSummary",
      "kind": "LinkedField",
      "name": "networkSummary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "open",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "public",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "private",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SubscriptionCount",
      "kind": "LinkedField",
      "name": "subscriptionSummary",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tier",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Client",
  "abstractKey": null
};

(node as any).hash = "d35ae704305105b4c36f8ccb528dee56";

export default node;

/**
 * @generated SignedSource<<38f7633580dcefbb45568f05c1649fa5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionTier = "MACRO" | "MAXI" | "MEDI" | "MEGA" | "MICRO" | "MINI" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrganizationSummary_organization$data = {
  readonly networkSummary: {
    readonly open: number;
    readonly private: number;
    readonly public: number;
  };
  readonly subscriptionSummary: ReadonlyArray<{
    readonly count: number;
    readonly tier: SubscriptionTier;
  }>;
  readonly " $fragmentType": "OrganizationSummary_organization";
};
export type OrganizationSummary_organization$key = {
  readonly " $data"?: OrganizationSummary_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationSummary_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationSummary_organization",
  "selections": [
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
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "0ca49d4c8350276064b4cc4c09c83fd9";

export default node;

/**
 * @generated SignedSource<<1f185e424ca83b22dca1c43bb4d9bfaf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionTier = "MACRO" | "MAXI" | "MEDI" | "MEGA" | "MICRO" | "MINI" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubscriptionChart_statistics$data = {
  readonly subscriptions: ReadonlyArray<{
    readonly count: number;
    readonly tier: SubscriptionTier;
  }>;
  readonly " $fragmentType": "SubscriptionChart_statistics";
};
export type SubscriptionChart_statistics$key = {
  readonly " $data"?: SubscriptionChart_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionChart_statistics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionChart_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SubscriptionCount",
      "kind": "LinkedField",
      "name": "subscriptions",
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
  "type": "Statistics",
  "abstractKey": null
};

(node as any).hash = "cf52c021d73d771a898bb34d26926fe0";

export default node;

/**
 * @generated SignedSource<<7a74cc35105a8b9678c2055c1a58b4fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionTier = "MACRO" | "MAXI" | "MEDI" | "MEGA" | "MICRO" | "MINI" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubscriptionTrend_statistics$data = {
  readonly subscriptions: ReadonlyArray<{
    readonly count: number;
    readonly period: string;
    readonly tier: SubscriptionTier;
  }>;
  readonly " $fragmentType": "SubscriptionTrend_statistics";
};
export type SubscriptionTrend_statistics$key = {
  readonly " $data"?: SubscriptionTrend_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionTrend_statistics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionTrend_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SubscriptionSeriesPoint",
      "kind": "LinkedField",
      "name": "subscriptions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "period",
          "storageKey": null
        },
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
  "type": "IncidentStatistics",
  "abstractKey": null
};

(node as any).hash = "c6687395ad849cbdd0676b1c1bbec02c";

export default node;

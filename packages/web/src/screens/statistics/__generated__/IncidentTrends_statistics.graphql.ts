/**
 * @generated SignedSource<<26f80045119b5273dccaa33e60d1c475>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IncidentStatus = "CONFIRMED" | "FINALIZED" | "ONGOING" | "UNCONFIRMED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IncidentTrends_statistics$data = {
  readonly series: ReadonlyArray<{
    readonly count: number;
    readonly kind: string;
    readonly period: string;
    readonly status: IncidentStatus;
  }>;
  readonly " $fragmentType": "IncidentTrends_statistics";
};
export type IncidentTrends_statistics$key = {
  readonly " $data"?: IncidentTrends_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"IncidentTrends_statistics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IncidentTrends_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "IncidentSeriesPoint",
      "kind": "LinkedField",
      "name": "series",
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
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
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

(node as any).hash = "deabf612bd5f6e1b1cb7d1852e93b1f0";

export default node;

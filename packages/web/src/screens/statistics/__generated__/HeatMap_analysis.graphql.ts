/**
 * @generated SignedSource<<5c716f8383d1c8a4e2afc393cc43a12c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HeatMap_analysis$data = {
  readonly heatmap: ReadonlyArray<{
    readonly count: number;
    readonly hour: number;
    readonly weekday: number;
  }>;
  readonly " $fragmentType": "HeatMap_analysis";
};
export type HeatMap_analysis$key = {
  readonly " $data"?: HeatMap_analysis$data;
  readonly " $fragmentSpreads": FragmentRefs<"HeatMap_analysis">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HeatMap_analysis",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "IncidentHeatCell",
      "kind": "LinkedField",
      "name": "heatmap",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekday",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hour",
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
  "type": "IncidentAnalysis",
  "abstractKey": null
};

(node as any).hash = "d19b5899f6b1bee24358bf50a13b477d";

export default node;

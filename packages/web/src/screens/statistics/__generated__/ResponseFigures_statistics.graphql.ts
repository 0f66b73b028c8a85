/**
 * @generated SignedSource<<2d88dd83015a48d1a95b5e5a615797d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResponseFigures_statistics$data = {
  readonly response: ReadonlyArray<{
    readonly confirmedMedianS: number | null | undefined;
    readonly confirmedP90S: number | null | undefined;
    readonly count: number;
    readonly finalizedMedianS: number | null | undefined;
    readonly finalizedP90S: number | null | undefined;
    readonly kind: string;
  }>;
  readonly " $fragmentType": "ResponseFigures_statistics";
};
export type ResponseFigures_statistics$key = {
  readonly " $data"?: ResponseFigures_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResponseFigures_statistics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResponseFigures_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "IncidentResponseFigures",
      "kind": "LinkedField",
      "name": "response",
      "plural": true,
      "selections": [
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
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "confirmedMedianS",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "confirmedP90S",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "finalizedMedianS",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "finalizedP90S",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "IncidentStatistics",
  "abstractKey": null
};

(node as any).hash = "ea25c83d9209729813e32a86a89e1d8d";

export default node;

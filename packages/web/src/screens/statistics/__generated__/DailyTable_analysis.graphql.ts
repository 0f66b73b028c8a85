/**
 * @generated SignedSource<<e399cfac6f961ae54aec2e4bf9e38f30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DailyTable_analysis$data = {
  readonly days: ReadonlyArray<{
    readonly confirmed: number;
    readonly date: string;
    readonly finalized: number;
    readonly ongoing: number;
    readonly total: number;
    readonly unconfirmed: number;
  }>;
  readonly " $fragmentType": "DailyTable_analysis";
};
export type DailyTable_analysis$key = {
  readonly " $data"?: DailyTable_analysis$data;
  readonly " $fragmentSpreads": FragmentRefs<"DailyTable_analysis">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DailyTable_analysis",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "IncidentDay",
      "kind": "LinkedField",
      "name": "days",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unconfirmed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ongoing",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "confirmed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "finalized",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "IncidentAnalysis",
  "abstractKey": null
};

(node as any).hash = "1bde1b395b972b1f9861b2cf7915c20d";

export default node;

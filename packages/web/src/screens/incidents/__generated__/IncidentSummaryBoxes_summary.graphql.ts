/**
 * @generated SignedSource<<eaa934ccc96be75422c4e23d24d8540b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IncidentSummaryBoxes_summary$data = {
  readonly finalized: number;
  readonly ongoing: number;
  readonly unconfirmed: number;
  readonly " $fragmentType": "IncidentSummaryBoxes_summary";
};
export type IncidentSummaryBoxes_summary$key = {
  readonly " $data"?: IncidentSummaryBoxes_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"IncidentSummaryBoxes_summary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IncidentSummaryBoxes_summary",
  "selections": [
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
      "name": "finalized",
      "storageKey": null
    }
  ],
  "type": "IncidentSummaryCounts",
  "abstractKey": null
};

(node as any).hash = "d7c60fa8135c891a87e655c270b10d97";

export default node;

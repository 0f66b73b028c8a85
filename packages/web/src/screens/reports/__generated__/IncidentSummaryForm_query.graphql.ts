/**
 * @generated SignedSource<<f6e0030e2894d4ad393d6080b3269f8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IncidentSummaryForm_query$data = {
  readonly siaCodes: ReadonlyArray<{
    readonly code: string;
    readonly names: ReadonlyArray<{
      readonly language: string;
      readonly name: string;
    }>;
  }>;
  readonly " $fragmentType": "IncidentSummaryForm_query";
};
export type IncidentSummaryForm_query$key = {
  readonly " $data"?: IncidentSummaryForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"IncidentSummaryForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IncidentSummaryForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SiaCode",
      "kind": "LinkedField",
      "name": "siaCodes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TranslatedName",
          "kind": "LinkedField",
          "name": "names",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "language",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "56775b2cfbe1b153242b01922e9bca87";

export default node;

/**
 * @generated SignedSource<<95d2e50f653301970b774532c9aecd53>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LatestIncidents_query$data = {
  readonly incidents: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"LatestIncidentsRow_incident">;
      };
    }>;
  };
  readonly " $fragmentType": "LatestIncidents_query";
};
export type LatestIncidents_query$key = {
  readonly " $data"?: LatestIncidents_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestIncidents_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LatestIncidents_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
      "concreteType": "IncidentConnection",
      "kind": "LinkedField",
      "name": "incidents",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "IncidentEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Incident",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "LatestIncidentsRow_incident"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "incidents(first:10)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0caeff8f121b3753802a20c2a6d914e4";

export default node;

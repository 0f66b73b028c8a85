/**
 * @generated SignedSource<<560e47acc98cb53d76883c345ab7fb6c>>
 * @relayHash 9bb8519d3594a60596476fe7b0d35e23
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a1e21e65593b11ef31300b02b9cf8edd3269fc00ba8193b389ad190abf74fadf

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IncidentSummaryScreenQuery$variables = Record<PropertyKey, never>;
export type IncidentSummaryScreenQuery$data = {
  readonly incidentCounters: {
    readonly " $fragmentSpreads": FragmentRefs<"IncidentOverviewCards_counts">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"IncidentSummaryForm_query">;
};
export type IncidentSummaryScreenQuery = {
  response: IncidentSummaryScreenQuery$data;
  variables: IncidentSummaryScreenQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "IncidentSummaryScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "IncidentStatusCounts",
        "kind": "LinkedField",
        "name": "incidentCounters",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "IncidentOverviewCards_counts"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "IncidentSummaryForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IncidentSummaryScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "IncidentStatusCounts",
        "kind": "LinkedField",
        "name": "incidentCounters",
        "plural": false,
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
      },
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
    ]
  },
  "params": {
    "id": "a1e21e65593b11ef31300b02b9cf8edd3269fc00ba8193b389ad190abf74fadf",
    "metadata": {},
    "name": "IncidentSummaryScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "03f97f9d1d5dd18a144e217d95ee3174";

export default node;

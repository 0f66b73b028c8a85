/**
 * @generated SignedSource<<bacbe75f0dd01defdee3452d9b83d4e0>>
 * @relayHash a92a0d925f0ca7904047b55ca80c390b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea73e582a7a99fd5dbf4956a02db58c7fcf2d76599b9dd5eee991bcfc33aad2d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalysisScreenQuery$variables = {
  clientIds?: ReadonlyArray<string> | null | undefined;
  from: string;
  pickedClients: ReadonlyArray<string>;
  to: string;
};
export type AnalysisScreenQuery$data = {
  readonly incidentAnalysis: {
    readonly " $fragmentSpreads": FragmentRefs<"DailyTable_analysis" | "HeatMap_analysis">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"StatFilters_query">;
};
export type AnalysisScreenQuery = {
  response: AnalysisScreenQuery$data;
  variables: AnalysisScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pickedClients"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v4 = [
  {
    "kind": "Variable",
    "name": "clientIds",
    "variableName": "clientIds"
  },
  {
    "kind": "Variable",
    "name": "from",
    "variableName": "from"
  },
  {
    "kind": "Variable",
    "name": "to",
    "variableName": "to"
  }
],
v5 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "pickedClients"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AnalysisScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "IncidentAnalysis",
        "kind": "LinkedField",
        "name": "incidentAnalysis",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DailyTable_analysis"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HeatMap_analysis"
          }
        ],
        "storageKey": null
      },
      {
        "args": (v5/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "StatFilters_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AnalysisScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "IncidentAnalysis",
        "kind": "LinkedField",
        "name": "incidentAnalysis",
        "plural": false,
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
          },
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
        "storageKey": null
      },
      {
        "alias": "pickedClients",
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "type": "Client",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ea73e582a7a99fd5dbf4956a02db58c7fcf2d76599b9dd5eee991bcfc33aad2d",
    "metadata": {},
    "name": "AnalysisScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6530911c310f2f1797d0e3b5634e7b05";

export default node;

/**
 * @generated SignedSource<<5102008243b3ca8b9f2974bd84e48d1a>>
 * @relayHash adc63e8a13591d08ec44d6054202ab48
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 32230475a9ef5e353cb38070339ae8f1289e27c73849797ad9c34869b0b1c054

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HistoryRange = "DAYS_30" | "MONTHS_3" | "YEARS_3" | "YEARS_5" | "YEAR_1" | "%future added value";
export type HistoryChartRefetchQuery$variables = {
  range?: HistoryRange | null | undefined;
};
export type HistoryChartRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"HistoryChart_query">;
};
export type HistoryChartRefetchQuery = {
  response: HistoryChartRefetchQuery$data;
  variables: HistoryChartRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": "YEAR_1",
    "kind": "LocalArgument",
    "name": "range"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "range",
    "variableName": "range"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HistoryChartRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "HistoryChart_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HistoryChartRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Statistics",
        "kind": "LinkedField",
        "name": "statistics",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "StatPoint",
            "kind": "LinkedField",
            "name": "history",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timestamp",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "users",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "clients",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "devices",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "networks",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "incidents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comments",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "integrations",
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
    "id": "32230475a9ef5e353cb38070339ae8f1289e27c73849797ad9c34869b0b1c054",
    "metadata": {},
    "name": "HistoryChartRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d11f07c17f797d8f12d871f9c418e3b2";

export default node;

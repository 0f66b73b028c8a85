/**
 * @generated SignedSource<<fafe27b4a29ea92c62d264cae85a64e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "adc63e8a13591d08ec44d6054202ab48",
    "id": null,
    "metadata": {},
    "name": "HistoryChartRefetchQuery",
    "operationKind": "query",
    "text": "query HistoryChartRefetchQuery(\n  $range: HistoryRange = YEAR_1\n) {\n  ...HistoryChart_query_1W2ebt\n}\n\nfragment HistoryChart_query_1W2ebt on Query {\n  statistics {\n    history(range: $range) {\n      timestamp\n      users\n      clients\n      devices\n      networks\n      incidents\n      comments\n      integrations\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d11f07c17f797d8f12d871f9c418e3b2";

export default node;

/**
 * @generated SignedSource<<c2697d9efe9c8369d67a6ef65086face>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HourlyChartRefetchQuery$variables = {
  date: string;
};
export type HourlyChartRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"HourlyChart_query">;
};
export type HourlyChartRefetchQuery = {
  response: HourlyChartRefetchQuery$data;
  variables: HourlyChartRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "date"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "date",
    "variableName": "date"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HourlyChartRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "HourlyChart_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HourlyChartRefetchQuery",
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
            "concreteType": "HourlyStatPoint",
            "kind": "LinkedField",
            "name": "hourly",
            "plural": true,
            "selections": [
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
                "name": "incidents",
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
    "cacheID": "e1ec9bda161f04c4f60dd8ef2c63b955",
    "id": null,
    "metadata": {},
    "name": "HourlyChartRefetchQuery",
    "operationKind": "query",
    "text": "query HourlyChartRefetchQuery(\n  $date: Date!\n) {\n  ...HourlyChart_query_19b1FI\n}\n\nfragment HourlyChart_query_19b1FI on Query {\n  statistics {\n    hourly(date: $date) {\n      hour\n      incidents\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "915f1c99349679b6809c45b14b04d01e";

export default node;

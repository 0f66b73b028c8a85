/**
 * @generated SignedSource<<a54fcc7b5a363276e22b181cd15e2b66>>
 * @relayHash e1ec9bda161f04c4f60dd8ef2c63b955
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf2c01fd9bae21ac6cf1908e088c573ad151f01003840feba9a6c9578655567a

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
    "id": "cf2c01fd9bae21ac6cf1908e088c573ad151f01003840feba9a6c9578655567a",
    "metadata": {},
    "name": "HourlyChartRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "915f1c99349679b6809c45b14b04d01e";

export default node;

/**
 * @generated SignedSource<<a76790a1418e82805a2b9e05c24f7cd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PickersDocumentsQuery$variables = {
  clientId?: string | null | undefined;
  query?: string | null | undefined;
};
export type PickersDocumentsQuery$data = {
  readonly searchDocuments: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
};
export type PickersDocumentsQuery = {
  response: PickersDocumentsQuery$data;
  variables: PickersDocumentsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v2 = [
  {
    "kind": "ClientExtension",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "clientId",
            "variableName": "clientId"
          },
          {
            "kind": "Literal",
            "name": "first",
            "value": 20
          },
          {
            "kind": "Variable",
            "name": "query",
            "variableName": "query"
          }
        ],
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "searchDocuments",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PickersDocumentsQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PickersDocumentsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "2de579d79a3a8a61782662b409be984d",
    "id": null,
    "metadata": {},
    "name": "PickersDocumentsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7f89574532076e7d723fe750d0949cb5";

export default node;

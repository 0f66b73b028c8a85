/**
 * @generated SignedSource<<d3f5e902c7e1e44220b2a50b26fa40c7>>
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
    "cacheID": "2ad00ba398083978bb48cad76faadd1d",
    "id": null,
    "metadata": {},
    "name": "PickersDocumentsQuery",
    "operationKind": "query",
    "text": "query PickersDocumentsQuery(\n  $query: String\n  $clientId: ID\n) {\n  searchDocuments(query: $query, clientId: $clientId, first: 20) {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f89574532076e7d723fe750d0949cb5";

export default node;

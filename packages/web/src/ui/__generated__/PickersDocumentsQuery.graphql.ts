/**
 * @generated SignedSource<<ec8c791cb3b77d8fb099a3220f013b7e>>
 * @relayHash 2ad00ba398083978bb48cad76faadd1d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c0c9458088f9202795d286a1c44aadb99823c817b4ddd98f83acdfc49f25ef97

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
    "id": "c0c9458088f9202795d286a1c44aadb99823c817b4ddd98f83acdfc49f25ef97",
    "metadata": {},
    "name": "PickersDocumentsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7f89574532076e7d723fe750d0949cb5";

export default node;

/**
 * @generated SignedSource<<6fc8181e6010d2f39fdf3cfb75afb9d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClientsScreenDeleteMutation$variables = {
  id: string;
};
export type ClientsScreenDeleteMutation$data = {
  readonly deleteClient: {
    readonly deletedId: string;
  };
};
export type ClientsScreenDeleteMutation = {
  response: ClientsScreenDeleteMutation$data;
  variables: ClientsScreenDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ClientsScreenDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteClient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClientsScreenDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteClient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "083394ffcfd90a037640232c196145fb",
    "id": null,
    "metadata": {},
    "name": "ClientsScreenDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ClientsScreenDeleteMutation(\n  $id: ID!\n) {\n  deleteClient(id: $id) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "01a0a6978cc74758287e037e35e0a086";

export default node;

/**
 * @generated SignedSource<<7c6941ae018fdd492d08c8a56849b5ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClientHeaderDeleteMutation$variables = {
  id: string;
};
export type ClientHeaderDeleteMutation$data = {
  readonly deleteClient: {
    readonly deletedId: string;
  };
};
export type ClientHeaderDeleteMutation = {
  response: ClientHeaderDeleteMutation$data;
  variables: ClientHeaderDeleteMutation$variables;
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
    "name": "ClientHeaderDeleteMutation",
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
    "name": "ClientHeaderDeleteMutation",
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
    "cacheID": "a17cceb50b0b90f94efcebc0f2262fab",
    "id": null,
    "metadata": {},
    "name": "ClientHeaderDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ClientHeaderDeleteMutation(\n  $id: ID!\n) {\n  deleteClient(id: $id) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "539057660bf79024de1fdb43c6342dd7";

export default node;

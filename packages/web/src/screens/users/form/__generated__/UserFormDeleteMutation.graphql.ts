/**
 * @generated SignedSource<<d9ec1d4d06f79bdac247dd6bd55af9f6>>
 * @relayHash 69bb712d30aef6929484efa7fca2e281
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c37a54d84df954cdc9a5c30feee6b5a5849a46780fda5264515249e7af0d8cf

import { ConcreteRequest } from 'relay-runtime';
export type UserFormDeleteMutation$variables = {
  id: string;
};
export type UserFormDeleteMutation$data = {
  readonly deleteUser: {
    readonly deletedId: string;
  };
};
export type UserFormDeleteMutation = {
  response: UserFormDeleteMutation$data;
  variables: UserFormDeleteMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "DeletePayload",
    "kind": "LinkedField",
    "name": "deleteUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UserFormDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserFormDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6c37a54d84df954cdc9a5c30feee6b5a5849a46780fda5264515249e7af0d8cf",
    "metadata": {},
    "name": "UserFormDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b49f3de0553a71ddaeb0bc0aae2d88bf";

export default node;

/**
 * @generated SignedSource<<fbd619e21894b1cb6135402def9e5f47>>
 * @relayHash b394eddadc4bbba6742882e2c9fc18bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 563346501a2ec2c85fc8ec452eabf441045ea78fc43a50ad7565ade8698cac3a

import { ConcreteRequest } from 'relay-runtime';
export type UserResetPasswordTabSaveMutation$variables = {
  id: string;
  password: string;
};
export type UserResetPasswordTabSaveMutation$data = {
  readonly resetUserPassword: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly user: {
      readonly id: string;
    } | null | undefined;
  };
};
export type UserResetPasswordTabSaveMutation = {
  response: UserResetPasswordTabSaveMutation$data;
  variables: UserResetPasswordTabSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "password"
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
      },
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      }
    ],
    "concreteType": "UserPayload",
    "kind": "LinkedField",
    "name": "resetUserPassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
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
    "name": "UserResetPasswordTabSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserResetPasswordTabSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "563346501a2ec2c85fc8ec452eabf441045ea78fc43a50ad7565ade8698cac3a",
    "metadata": {},
    "name": "UserResetPasswordTabSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f43631a6e1e6715b96c38c1303687829";

export default node;

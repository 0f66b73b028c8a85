/**
 * @generated SignedSource<<604e8c82f7ad18448935e56c30e54adc>>
 * @relayHash f4ab22266565a6bf2b5b6303b47b4f78
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8058afce703025bc07efa9d8c2c069fa964a341d479eef344a16a271df1a5342

import { ConcreteRequest } from 'relay-runtime';
export type DocumentUsersTabRemoveMutation$variables = {
  id: string;
  userId: string;
};
export type DocumentUsersTabRemoveMutation$data = {
  readonly removeDocumentUser: {
    readonly document: {
      readonly id: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type DocumentUsersTabRemoveMutation = {
  response: DocumentUsersTabRemoveMutation$data;
  variables: DocumentUsersTabRemoveMutation$variables;
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
    "name": "userId"
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
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "DocumentPayload",
    "kind": "LinkedField",
    "name": "removeDocumentUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
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
    "name": "DocumentUsersTabRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentUsersTabRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8058afce703025bc07efa9d8c2c069fa964a341d479eef344a16a271df1a5342",
    "metadata": {},
    "name": "DocumentUsersTabRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "adadb412ff8e84f89c1ae608c51df36a";

export default node;

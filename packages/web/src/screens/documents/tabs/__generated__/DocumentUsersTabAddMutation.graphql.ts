/**
 * @generated SignedSource<<2a937d17f6ffb755e348e8447cd003a5>>
 * @relayHash b6ff0bdbde7e4f87be7b360d5a61c1d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a19c4cb08842d73ddef560b6f23a413100e7520f20db9cf7ee2edc07bf4d997e

import { ConcreteRequest } from 'relay-runtime';
export type DocumentUsersTabAddMutation$variables = {
  id: string;
  userIds: ReadonlyArray<string>;
};
export type DocumentUsersTabAddMutation$data = {
  readonly addDocumentUsers: {
    readonly document: {
      readonly id: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
      readonly refused: ReadonlyArray<{
        readonly code: string;
        readonly name: string | null | undefined;
        readonly pickedId: string;
      }>;
    }>;
  };
};
export type DocumentUsersTabAddMutation = {
  response: DocumentUsersTabAddMutation$data;
  variables: DocumentUsersTabAddMutation$variables;
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
    "name": "userIds"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = [
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
        "name": "userIds",
        "variableName": "userIds"
      }
    ],
    "concreteType": "DocumentPayload",
    "kind": "LinkedField",
    "name": "addDocumentUsers",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RefusedPick",
            "kind": "LinkedField",
            "name": "refused",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pickedId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
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
    "name": "DocumentUsersTabAddMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentUsersTabAddMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a19c4cb08842d73ddef560b6f23a413100e7520f20db9cf7ee2edc07bf4d997e",
    "metadata": {},
    "name": "DocumentUsersTabAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "282c822ddae6ae27e96a92197a717491";

export default node;

/**
 * @generated SignedSource<<366361742f35658c9a4bf33ecbbbed06>>
 * @relayHash f3d42bb7c0e437c0848fdbc74bab16c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68d3ab68968d15457e778f18131ccc11717a32334491e6e6457569f1477addf2

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
    "name": "DocumentUsersTabAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentUsersTabAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "68d3ab68968d15457e778f18131ccc11717a32334491e6e6457569f1477addf2",
    "metadata": {},
    "name": "DocumentUsersTabAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2aa2bc50594c7e5038f52ba7a5b373b6";

export default node;

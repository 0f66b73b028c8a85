/**
 * @generated SignedSource<<391db281bcb8580a7055e4b362f50fa8>>
 * @relayHash d6561c1476ceb2e83911829bd8f309d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa5aeb4e71d28142fa267551b68c8d398c8ca5ab6b411ac63980e61b7303fedf

import { ConcreteRequest } from 'relay-runtime';
export type NetworkMembersTabRemoveMutation$variables = {
  id: string;
  userId: string;
};
export type NetworkMembersTabRemoveMutation$data = {
  readonly removeNetworkMember: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly network: {
      readonly id: string;
      readonly userCount: number;
    } | null | undefined;
  };
};
export type NetworkMembersTabRemoveMutation = {
  response: NetworkMembersTabRemoveMutation$data;
  variables: NetworkMembersTabRemoveMutation$variables;
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
    "concreteType": "NetworkPayload",
    "kind": "LinkedField",
    "name": "removeNetworkMember",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Network",
        "kind": "LinkedField",
        "name": "network",
        "plural": false,
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
            "name": "userCount",
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
    "name": "NetworkMembersTabRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NetworkMembersTabRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "aa5aeb4e71d28142fa267551b68c8d398c8ca5ab6b411ac63980e61b7303fedf",
    "metadata": {},
    "name": "NetworkMembersTabRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "58db6a197c35ba3c832595994e995f9d";

export default node;

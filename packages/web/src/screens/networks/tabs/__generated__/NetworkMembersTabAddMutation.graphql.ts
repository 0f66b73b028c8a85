/**
 * @generated SignedSource<<3f424b13880aa5f0f0efa285f7aa40f6>>
 * @relayHash 039a9812306692a48d74728d43de46a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 787d2e7ca09e269ee172b619f3c4406f79dba6c8b15c3412d8fb5f67d1dbf3ed

import { ConcreteRequest } from 'relay-runtime';
export type NetworkMembersTabAddMutation$variables = {
  id: string;
  userIds: ReadonlyArray<string>;
};
export type NetworkMembersTabAddMutation$data = {
  readonly addNetworkMembers: {
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
    readonly network: {
      readonly id: string;
      readonly userCount: number;
    } | null | undefined;
  };
};
export type NetworkMembersTabAddMutation = {
  response: NetworkMembersTabAddMutation$data;
  variables: NetworkMembersTabAddMutation$variables;
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
    "concreteType": "NetworkPayload",
    "kind": "LinkedField",
    "name": "addNetworkMembers",
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
    "name": "NetworkMembersTabAddMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NetworkMembersTabAddMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "787d2e7ca09e269ee172b619f3c4406f79dba6c8b15c3412d8fb5f67d1dbf3ed",
    "metadata": {},
    "name": "NetworkMembersTabAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7d4714c7564c4fcffd737859c8e1b980";

export default node;

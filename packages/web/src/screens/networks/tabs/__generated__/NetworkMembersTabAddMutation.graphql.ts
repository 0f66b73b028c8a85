/**
 * @generated SignedSource<<544b5e9dbeffe86264c2e37066f192c7>>
 * @relayHash f3830e967e421253847263c6d1c714cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3854037b25b6e9e732681a9a2b04f1255d174485003f59ee6cd704f995bac9e8

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
    "name": "NetworkMembersTabAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NetworkMembersTabAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3854037b25b6e9e732681a9a2b04f1255d174485003f59ee6cd704f995bac9e8",
    "metadata": {},
    "name": "NetworkMembersTabAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c22f632269b65f418c5e1609de127a68";

export default node;

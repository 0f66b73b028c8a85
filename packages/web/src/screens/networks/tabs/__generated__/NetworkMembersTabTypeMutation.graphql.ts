/**
 * @generated SignedSource<<d26c15ae6be5303cc7846262b7628b80>>
 * @relayHash ff32653ab4675661bdbcf65e1a3daade
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e73f11f5b5521c13f8cea8f66652c90e79a91b15807740fc5f41d1f6cc311bd3

import { ConcreteRequest } from 'relay-runtime';
export type NetworkMemberType = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
export type NetworkMembersTabTypeMutation$variables = {
  id: string;
  memberType: NetworkMemberType;
  userId: string;
};
export type NetworkMembersTabTypeMutation$data = {
  readonly setNetworkMemberType: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly member: {
      readonly memberType: NetworkMemberType;
    } | null | undefined;
  };
};
export type NetworkMembersTabTypeMutation = {
  response: NetworkMembersTabTypeMutation$data;
  variables: NetworkMembersTabTypeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "memberType"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = [
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
        "name": "memberType",
        "variableName": "memberType"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "NetworkMemberPayload",
    "kind": "LinkedField",
    "name": "setNetworkMemberType",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NetworkMember",
        "kind": "LinkedField",
        "name": "member",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "memberType",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NetworkMembersTabTypeMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NetworkMembersTabTypeMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "e73f11f5b5521c13f8cea8f66652c90e79a91b15807740fc5f41d1f6cc311bd3",
    "metadata": {},
    "name": "NetworkMembersTabTypeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c64c56017b76cf4390d058ca7bbfdb7e";

export default node;

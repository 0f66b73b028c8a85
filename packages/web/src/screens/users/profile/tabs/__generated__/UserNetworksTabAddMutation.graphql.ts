/**
 * @generated SignedSource<<8a9972bb7d4dfb514daedf12ad669718>>
 * @relayHash ba1feb9489b5e5a7be7407ebd72a8786
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 947b5e1c36ce5480c59ea2dd7cef6139a0af6fb0c522caa1efe6b039211e43b3

import { ConcreteRequest } from 'relay-runtime';
export type UserNetworksTabAddMutation$variables = {
  id: string;
  networkIds: ReadonlyArray<string>;
};
export type UserNetworksTabAddMutation$data = {
  readonly addUserToNetworks: {
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
export type UserNetworksTabAddMutation = {
  response: UserNetworksTabAddMutation$data;
  variables: UserNetworksTabAddMutation$variables;
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
    "name": "networkIds"
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
        "name": "networkIds",
        "variableName": "networkIds"
      }
    ],
    "concreteType": "UserPayload",
    "kind": "LinkedField",
    "name": "addUserToNetworks",
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
    "name": "UserNetworksTabAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserNetworksTabAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "947b5e1c36ce5480c59ea2dd7cef6139a0af6fb0c522caa1efe6b039211e43b3",
    "metadata": {},
    "name": "UserNetworksTabAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "02a058fb3a871d9b3653264c6965b162";

export default node;

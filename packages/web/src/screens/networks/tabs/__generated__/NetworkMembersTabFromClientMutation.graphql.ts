/**
 * @generated SignedSource<<1d250781f1901db46a05f7c521888478>>
 * @relayHash 1d9e761a2659133f537430ce6648f99b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 378616a7a7b80e87772129a2b5939c2acbd7d1a9f1b33db3b79affd3a235db46

import { ConcreteRequest } from 'relay-runtime';
export type NetworkMembersTabFromClientMutation$variables = {
  clientId: string;
  id: string;
};
export type NetworkMembersTabFromClientMutation$data = {
  readonly addNetworkMembersFromClient: {
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
export type NetworkMembersTabFromClientMutation = {
  response: NetworkMembersTabFromClientMutation$data;
  variables: NetworkMembersTabFromClientMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "clientId",
        "variableName": "clientId"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "NetworkPayload",
    "kind": "LinkedField",
    "name": "addNetworkMembersFromClient",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NetworkMembersTabFromClientMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NetworkMembersTabFromClientMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "378616a7a7b80e87772129a2b5939c2acbd7d1a9f1b33db3b79affd3a235db46",
    "metadata": {},
    "name": "NetworkMembersTabFromClientMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4bf8cde1c9b14da932f6af552a85be16";

export default node;

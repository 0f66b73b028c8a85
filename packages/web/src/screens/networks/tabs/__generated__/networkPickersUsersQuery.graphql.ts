/**
 * @generated SignedSource<<5bd7f8a0b2583755408ac75f6a2ab5e4>>
 * @relayHash 59d74905977c2ff640b4436413e43a90
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e61bd05f91997f039ac43ed088ef2fbae8e270ac83ca7b097d8f0af754e0aee9

import { ConcreteRequest } from 'relay-runtime';
export type networkPickersUsersQuery$variables = {
  excludeNetworkId?: string | null | undefined;
  networkId?: string | null | undefined;
  query?: string | null | undefined;
};
export type networkPickersUsersQuery$data = {
  readonly searchUsers: ReadonlyArray<{
    readonly displayName: string;
    readonly email: string;
    readonly id: string;
  }>;
};
export type networkPickersUsersQuery = {
  response: networkPickersUsersQuery$data;
  variables: networkPickersUsersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "excludeNetworkId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "networkId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "excludeNetworkId",
        "variableName": "excludeNetworkId"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      },
      {
        "kind": "Variable",
        "name": "networkId",
        "variableName": "networkId"
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "searchUsers",
    "plural": true,
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
        "name": "displayName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "name": "networkPickersUsersQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "networkPickersUsersQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "e61bd05f91997f039ac43ed088ef2fbae8e270ac83ca7b097d8f0af754e0aee9",
    "metadata": {},
    "name": "networkPickersUsersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d4be50d0d9a1d0bdd62a19bde87c4242";

export default node;

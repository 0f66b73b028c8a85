/**
 * @generated SignedSource<<b6db1b15bfef6f59455e3325716bfc61>>
 * @relayHash 977c24d1d0ee4ff9f02ca861ad631d44
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d27b2e6081de5c134bb3a9d976e77f8c24bab4fb24f1eb2752cfad71967ba9f

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_ADMIN" | "MULTI_CLIENT_ADMIN" | "ORGANIZATION_ADMIN" | "USER" | "%future added value";
export type NewNetworkScreenQuery$variables = {
  clientId: string;
  withClient: boolean;
};
export type NewNetworkScreenQuery$data = {
  readonly client?: {
    readonly id: string;
    readonly name?: string;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly roles: ReadonlyArray<Role>;
  } | null | undefined;
};
export type NewNetworkScreenQuery = {
  response: NewNetworkScreenQuery$data;
  variables: NewNetworkScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withClient"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roles",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "clientId"
  }
],
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "Client",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewNetworkScreenQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "condition": "withClient",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "client",
            "args": (v3/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewNetworkScreenQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "condition": "withClient",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "client",
            "args": (v3/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v1/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "3d27b2e6081de5c134bb3a9d976e77f8c24bab4fb24f1eb2752cfad71967ba9f",
    "metadata": {},
    "name": "NewNetworkScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f0bb3214dab3ad0062ccb42a4df8bb88";

export default node;

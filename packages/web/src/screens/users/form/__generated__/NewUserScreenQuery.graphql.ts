/**
 * @generated SignedSource<<f0511d9b44290bbd1aa8d3bac450fd03>>
 * @relayHash 69819919b593432aa68ba4b41cf2cf55
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c3528efc6003028621faf4b777fce9d238c12f8ad36ac9a58c3808f968052269

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_ADMIN" | "MULTI_CLIENT_ADMIN" | "ORGANIZATION_ADMIN" | "USER" | "%future added value";
export type NewUserScreenQuery$variables = {
  clientId: string;
  withClient: boolean;
};
export type NewUserScreenQuery$data = {
  readonly client?: {
    readonly id: string;
    readonly name?: string;
    readonly organization?: {
      readonly name: string;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly roles: ReadonlyArray<Role>;
  } | null | undefined;
};
export type NewUserScreenQuery = {
  response: NewUserScreenQuery$data;
  variables: NewUserScreenQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewUserScreenQuery",
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
              {
                "kind": "InlineFragment",
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "organization",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "type": "Client",
                "abstractKey": null
              }
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
    "name": "NewUserScreenQuery",
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
              {
                "kind": "InlineFragment",
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "organization",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "type": "Client",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "c3528efc6003028621faf4b777fce9d238c12f8ad36ac9a58c3808f968052269",
    "metadata": {},
    "name": "NewUserScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8554d6f849cc178db2323a249b918ecc";

export default node;

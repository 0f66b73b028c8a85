/**
 * @generated SignedSource<<641d65b12448e9b02b02c6065d0f27e7>>
 * @relayHash e4c1cbf94fc26c2836a06b87efa79e92
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2021a761f32bd7034b824cd6a0acada205cf236c41e2c866921b475ad98f71e

import { ConcreteRequest } from 'relay-runtime';
export type ImportUsersWizardCheckQuery$variables = {
  allPage: number;
  clientId: string;
  emails: ReadonlyArray<string>;
  needsAll: boolean;
  networkNames: ReadonlyArray<string>;
  usernames: ReadonlyArray<string>;
};
export type ImportUsersWizardCheckQuery$data = {
  readonly client: {
    readonly createdAt?: string;
    readonly id?: string;
    readonly name?: string;
    readonly networks?: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly network: {
            readonly id: string;
            readonly name: string;
          };
        };
      }>;
      readonly totalCount: number;
    };
  } | null | undefined;
  readonly userImportCheck: {
    readonly existingNetworks: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly existingUsers: ReadonlyArray<{
      readonly email: string | null | undefined;
      readonly inClient: boolean;
      readonly unavailable: boolean;
      readonly username: string | null | undefined;
    }>;
  };
};
export type ImportUsersWizardCheckQuery = {
  response: ImportUsersWizardCheckQuery$data;
  variables: ImportUsersWizardCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "allPage"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "emails"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "needsAll"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "networkNames"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "usernames"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = [
  (v6/*:: as any*/),
  (v7/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "clientId",
      "variableName": "clientId"
    },
    {
      "kind": "Variable",
      "name": "emails",
      "variableName": "emails"
    },
    {
      "kind": "Variable",
      "name": "networkNames",
      "variableName": "networkNames"
    },
    {
      "kind": "Variable",
      "name": "usernames",
      "variableName": "usernames"
    }
  ],
  "concreteType": "UserImportCheck",
  "kind": "LinkedField",
  "name": "userImportCheck",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ExistingImportUser",
      "kind": "LinkedField",
      "name": "existingUsers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "inClient",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unavailable",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Network",
      "kind": "LinkedField",
      "name": "existingNetworks",
      "plural": true,
      "selections": (v8/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "clientId"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v12 = {
  "condition": "needsAll",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "allPage"
        }
      ],
      "concreteType": "ClientNetworkConnection",
      "kind": "LinkedField",
      "name": "networks",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientNetworkEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ClientNetwork",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Network",
                  "kind": "LinkedField",
                  "name": "network",
                  "plural": false,
                  "selections": (v8/*:: as any*/),
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ImportUsersWizardCheckQuery",
    "selections": [
      (v9/*:: as any*/),
      {
        "alias": "client",
        "args": (v10/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "type": "Client",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ImportUsersWizardCheckQuery",
    "selections": [
      (v9/*:: as any*/),
      {
        "alias": "client",
        "args": (v10/*:: as any*/),
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
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v7/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "type": "Client",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c2021a761f32bd7034b824cd6a0acada205cf236c41e2c866921b475ad98f71e",
    "metadata": {},
    "name": "ImportUsersWizardCheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "585d6917aedf4eeb17fdd8a47ac8d8b2";

export default node;

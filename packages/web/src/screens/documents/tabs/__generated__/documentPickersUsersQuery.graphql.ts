/**
 * @generated SignedSource<<bdce54a3bb13e81d6f8c6422ee342c28>>
 * @relayHash b1fa579ad02b30cc72f4774a39288f09
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6bb636bdd522006391b9d089d645f2ef9556eabbd6d518ab3833e01cca5a307b

import { ConcreteRequest } from 'relay-runtime';
export type documentPickersUsersQuery$variables = {
  id: string;
  query?: string | null | undefined;
};
export type documentPickersUsersQuery$data = {
  readonly node: {
    readonly userCandidates?: ReadonlyArray<{
      readonly displayName: string;
      readonly email: string;
      readonly id: string;
    }>;
  } | null | undefined;
};
export type documentPickersUsersQuery = {
  response: documentPickersUsersQuery$data;
  variables: documentPickersUsersQuery$variables;
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
    "name": "query"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        },
        {
          "kind": "Variable",
          "name": "query",
          "variableName": "query"
        }
      ],
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "userCandidates",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
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
  ],
  "type": "Document",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "documentPickersUsersQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "documentPickersUsersQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6bb636bdd522006391b9d089d645f2ef9556eabbd6d518ab3833e01cca5a307b",
    "metadata": {},
    "name": "documentPickersUsersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "59b3ade346245220757331516a79a086";

export default node;

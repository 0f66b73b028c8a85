/**
 * @generated SignedSource<<88f52dde79167e46e519dd643e1472da>>
 * @relayHash 41d5a8ad01e97d741f47bb027a76ffdc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a63cfe38d7a8346490d7ab70674f84c8f64ea0d7e34cdfeeb81be80c4e42441

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_ADMIN" | "MULTI_CLIENT_ADMIN" | "ORGANIZATION_ADMIN" | "USER" | "%future added value";
export type NewFlicDeviceScreenQuery$variables = {
  hubId: string;
  withHub: boolean;
};
export type NewFlicDeviceScreenQuery$data = {
  readonly node?: {
    readonly hub: {
      readonly id: string;
      readonly name: string;
      readonly serialNumber: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly roles: ReadonlyArray<Role>;
  } | null | undefined;
};
export type NewFlicDeviceScreenQuery = {
  response: NewFlicDeviceScreenQuery$data;
  variables: NewFlicDeviceScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "hubId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withHub"
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
    "variableName": "hubId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "serialNumber",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewFlicDeviceScreenQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "condition": "withHub",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    (v1/*:: as any*/),
                    (v4/*:: as any*/),
                    (v5/*:: as any*/)
                  ],
                  "type": "FlicHub",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "hub"
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
    "name": "NewFlicDeviceScreenQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "condition": "withHub",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
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
                  (v5/*:: as any*/)
                ],
                "type": "FlicHub",
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
    "id": "0a63cfe38d7a8346490d7ab70674f84c8f64ea0d7e34cdfeeb81be80c4e42441",
    "metadata": {},
    "name": "NewFlicDeviceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b71ef26bbf4e8de8a61852fb98e4e267";

export default node;

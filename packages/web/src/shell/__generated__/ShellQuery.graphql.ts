/**
 * @generated SignedSource<<5a572436a2d2b40a5065b9eefac6f0ba>>
 * @relayHash 18e4f55197242380cfcd844475d60e80
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 683548cd21d3b3784ccfb49b5105e99b23fc2e597626bfb9f999b2ce3b7f861d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type Role = "ADMIN" | "CLIENT_ADMIN" | "MULTI_CLIENT_ADMIN" | "ORGANIZATION_ADMIN" | "USER" | "%future added value";
export type ShellQuery$variables = {
  isAdmin: boolean;
};
export type ShellQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly language: Language | null | undefined;
    readonly roles: ReadonlyArray<Role>;
    readonly " $fragmentSpreads": FragmentRefs<"TopBar_viewer">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"Sidebar_query">;
};
export type ShellQuery = {
  response: ShellQuery$data;
  variables: ShellQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isAdmin"
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
  "kind": "ScalarField",
  "name": "language",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "roles",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ShellQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TopBar_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          {
            "kind": "Variable",
            "name": "isAdmin",
            "variableName": "isAdmin"
          }
        ],
        "kind": "FragmentSpread",
        "name": "Sidebar_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShellQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayName",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadReleaseNoteCount",
        "storageKey": null
      },
      {
        "condition": "isAdmin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "serverVersion",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Heartbeat",
            "kind": "LinkedField",
            "name": "heartbeats",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ok",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "683548cd21d3b3784ccfb49b5105e99b23fc2e597626bfb9f999b2ce3b7f861d",
    "metadata": {},
    "name": "ShellQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "88be3d105c5443270f62024d8920a290";

export default node;

/**
 * @generated SignedSource<<3793a389101f18835af21ad7a21f5cfc>>
 * @relayHash 1033f2220fb5d7a0caee39d4f57f76bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2214d3457318200a2a6aaadbb969ae664073a0d7aad1d3a7ce18651baa6adf6

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationUsersTabAdminMutation$variables = {
  id: string;
  isAdmin: boolean;
  userId: string;
};
export type OrganizationUsersTabAdminMutation$data = {
  readonly setOrganizationUserAdmin: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly organizationUser: {
      readonly isAdmin: boolean;
    } | null | undefined;
  };
};
export type OrganizationUsersTabAdminMutation = {
  response: OrganizationUsersTabAdminMutation$data;
  variables: OrganizationUsersTabAdminMutation$variables;
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
  "name": "isAdmin"
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
        "name": "isAdmin",
        "variableName": "isAdmin"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "OrganizationUserPayload",
    "kind": "LinkedField",
    "name": "setOrganizationUserAdmin",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OrganizationUser",
        "kind": "LinkedField",
        "name": "organizationUser",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isAdmin",
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
    "name": "OrganizationUsersTabAdminMutation",
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
    "name": "OrganizationUsersTabAdminMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "a2214d3457318200a2a6aaadbb969ae664073a0d7aad1d3a7ce18651baa6adf6",
    "metadata": {},
    "name": "OrganizationUsersTabAdminMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9b7589fa6592fd3597d5de1f88987044";

export default node;

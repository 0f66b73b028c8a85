/**
 * @generated SignedSource<<40b843f98d1fb30f9b7cd5fd96220819>>
 * @relayHash 8c56248c0015d19b01a4007c50f76dc5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bdbeb7d8982796a02831445dc97aa85c238d3aeaa6c885b54e61ad63f046a277

import { ConcreteRequest } from 'relay-runtime';
export type UsersTabAdminMutation$variables = {
  id: string;
  isAdmin: boolean;
  userId: string;
};
export type UsersTabAdminMutation$data = {
  readonly setClientUserAdmin: {
    readonly clientUser: {
      readonly isAdmin: boolean;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type UsersTabAdminMutation = {
  response: UsersTabAdminMutation$data;
  variables: UsersTabAdminMutation$variables;
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
    "concreteType": "ClientUserPayload",
    "kind": "LinkedField",
    "name": "setClientUserAdmin",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClientUser",
        "kind": "LinkedField",
        "name": "clientUser",
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
    "name": "UsersTabAdminMutation",
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
    "name": "UsersTabAdminMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "bdbeb7d8982796a02831445dc97aa85c238d3aeaa6c885b54e61ad63f046a277",
    "metadata": {},
    "name": "UsersTabAdminMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "09f1ddaf1c789a833ad3e4639a082c37";

export default node;

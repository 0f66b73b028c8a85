/**
 * @generated SignedSource<<a85952311c1a7e8b917c0584e80ff4c1>>
 * @relayHash 15e6c0442f8476d76fd010959249e234
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e4e18c30aacf0e8dc4279220743efa6f244134aa1ca831528a09d155ccf0637

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserFormTestQuery$variables = {
  id: string;
};
export type UserFormTestQuery$data = {
  readonly node: {
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"UserForm_user">;
    } | null | undefined;
  } | null | undefined;
};
export type UserFormTestQuery = {
  response: UserFormTestQuery$data;
  variables: UserFormTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Organization",
  "kind": "LinkedField",
  "name": "organization",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Organization"
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v11 = {
  "enumValues": [
    "ADMIN",
    "CLIENT_ADMIN",
    "MULTI_CLIENT_ADMIN",
    "ORGANIZATION_ADMIN",
    "USER"
  ],
  "nullable": false,
  "plural": true,
  "type": "Role"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UserFormTestQuery",
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
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "UserForm_user"
                }
              ],
              "type": "User",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "user"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserFormTestQuery",
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
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
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
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phoneNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roles",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "language",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subscription",
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
                "concreteType": "Client",
                "kind": "LinkedField",
                "name": "client",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Client",
                "kind": "LinkedField",
                "name": "clients",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "latitude",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "longitude",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "samlEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "twoFaEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "showOnlyAdmin",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "streamingEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "listeningEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publicAlertEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subscribeToReleaseNotes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "alertCentralEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "showUserLocationToNetworkAdmins",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deactivatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "UserPermissions",
                "kind": "LinkedField",
                "name": "viewerCan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "edit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "delete",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "assignableRoles",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "changeSubscription",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "changeClients",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "User",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4e4e18c30aacf0e8dc4279220743efa6f244134aa1ca831528a09d155ccf0637",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v5/*:: as any*/),
        "node.alertCentralEnabled": (v6/*:: as any*/),
        "node.client": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Client"
        },
        "node.client.id": (v7/*:: as any*/),
        "node.client.name": (v5/*:: as any*/),
        "node.client.organization": (v8/*:: as any*/),
        "node.client.organization.id": (v7/*:: as any*/),
        "node.client.organization.name": (v5/*:: as any*/),
        "node.clients": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Client"
        },
        "node.clients.id": (v7/*:: as any*/),
        "node.clients.name": (v5/*:: as any*/),
        "node.deactivatedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "node.description": (v9/*:: as any*/),
        "node.email": (v5/*:: as any*/),
        "node.firstName": (v9/*:: as any*/),
        "node.id": (v7/*:: as any*/),
        "node.language": {
          "enumValues": [
            "EN",
            "SV",
            "ES"
          ],
          "nullable": true,
          "plural": false,
          "type": "Language"
        },
        "node.lastName": (v9/*:: as any*/),
        "node.latitude": (v10/*:: as any*/),
        "node.listeningEnabled": (v6/*:: as any*/),
        "node.longitude": (v10/*:: as any*/),
        "node.organization": (v8/*:: as any*/),
        "node.organization.id": (v7/*:: as any*/),
        "node.organization.name": (v5/*:: as any*/),
        "node.phoneNumber": (v9/*:: as any*/),
        "node.publicAlertEnabled": (v6/*:: as any*/),
        "node.roles": (v11/*:: as any*/),
        "node.samlEnabled": (v6/*:: as any*/),
        "node.showOnlyAdmin": (v6/*:: as any*/),
        "node.showUserLocationToNetworkAdmins": (v6/*:: as any*/),
        "node.status": {
          "enumValues": [
            "ACTIVE",
            "AWAITING_ACTIVATION"
          ],
          "nullable": false,
          "plural": false,
          "type": "UserStatus"
        },
        "node.streamingEnabled": (v6/*:: as any*/),
        "node.subscribeToReleaseNotes": (v6/*:: as any*/),
        "node.subscription": {
          "enumValues": [
            "MICRO",
            "MINI",
            "MEDI",
            "MAXI",
            "MEGA",
            "MACRO"
          ],
          "nullable": true,
          "plural": false,
          "type": "SubscriptionTier"
        },
        "node.twoFaEnabled": (v6/*:: as any*/),
        "node.username": (v9/*:: as any*/),
        "node.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "UserPermissions"
        },
        "node.viewerCan.assignableRoles": (v11/*:: as any*/),
        "node.viewerCan.changeClients": (v6/*:: as any*/),
        "node.viewerCan.changeSubscription": (v6/*:: as any*/),
        "node.viewerCan.delete": (v6/*:: as any*/),
        "node.viewerCan.edit": (v6/*:: as any*/)
      }
    },
    "name": "UserFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ebe1c8fb3493730e3a87f1d0d64ef82d";

export default node;

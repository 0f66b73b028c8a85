/**
 * @generated SignedSource<<5b42350081f6d78b7150afcc89537d0f>>
 * @relayHash 82fb3c73b9ea3e9541a2696b107dbc2f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04fc97d089cbb044224303b90c6c7856da9d79fa2e79a43e7e49b8858d87fe33

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkSettingsTabTestQuery$variables = {
  id: string;
};
export type NetworkSettingsTabTestQuery$data = {
  readonly node: {
    readonly network: {
      readonly " $fragmentSpreads": FragmentRefs<"NetworkSettingsTab_network">;
    } | null | undefined;
  } | null | undefined;
};
export type NetworkSettingsTabTestQuery = {
  response: NetworkSettingsTabTestQuery$data;
  variables: NetworkSettingsTabTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NetworkSettingsTabTestQuery",
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
                  "name": "NetworkSettingsTab_network"
                }
              ],
              "type": "Network",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "network"
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
    "name": "NetworkSettingsTabTestQuery",
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
                "concreteType": "NetworkPermissions",
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
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "NetworkSettings",
                "kind": "LinkedField",
                "name": "settings",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "enableNotificationRange",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "notificationRange",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "notifySelectedUsersOutsideOfRange",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "disallowMemberPosts",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "disallowMemberComments",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "onlyNotifyAdmins",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayMemberLocation",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "confirmIncidents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "enableDynamicEmergencyAlert",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "enableDynamicPanicAlert",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "enableDynamicNetworkAlert",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "enableDynamicSafeAssistAlert",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "enableClustering",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "excludeFromOperationalView",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "allowSOSAlerts",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "allowPublicAlerts",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Network",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "04fc97d089cbb044224303b90c6c7856da9d79fa2e79a43e7e49b8858d87fe33",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v3/*:: as any*/),
        "node.id": (v4/*:: as any*/),
        "node.settings": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "NetworkSettings"
        },
        "node.settings.allowPublicAlerts": (v5/*:: as any*/),
        "node.settings.allowSOSAlerts": (v5/*:: as any*/),
        "node.settings.confirmIncidents": (v5/*:: as any*/),
        "node.settings.disallowMemberComments": (v5/*:: as any*/),
        "node.settings.disallowMemberPosts": (v5/*:: as any*/),
        "node.settings.displayMemberLocation": (v5/*:: as any*/),
        "node.settings.enableClustering": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "node.settings.enableDynamicEmergencyAlert": (v5/*:: as any*/),
        "node.settings.enableDynamicNetworkAlert": (v5/*:: as any*/),
        "node.settings.enableDynamicPanicAlert": (v5/*:: as any*/),
        "node.settings.enableDynamicSafeAssistAlert": (v5/*:: as any*/),
        "node.settings.enableNotificationRange": (v5/*:: as any*/),
        "node.settings.excludeFromOperationalView": (v5/*:: as any*/),
        "node.settings.notificationRange": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "node.settings.notifySelectedUsersOutsideOfRange": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "User"
        },
        "node.settings.notifySelectedUsersOutsideOfRange.displayName": (v3/*:: as any*/),
        "node.settings.notifySelectedUsersOutsideOfRange.email": (v3/*:: as any*/),
        "node.settings.notifySelectedUsersOutsideOfRange.id": (v4/*:: as any*/),
        "node.settings.onlyNotifyAdmins": (v5/*:: as any*/),
        "node.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "NetworkPermissions"
        },
        "node.viewerCan.edit": (v5/*:: as any*/)
      }
    },
    "name": "NetworkSettingsTabTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "275d85286c37109aeb29d9ba8bd03a01";

export default node;

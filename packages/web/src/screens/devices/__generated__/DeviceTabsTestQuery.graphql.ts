/**
 * @generated SignedSource<<d248765f55d19d7229b2d6e4b816ef22>>
 * @relayHash 941d884bb3ee8057a3764c297b0d8b83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee328b065e58a82ac24f5aa80acb0677e09c82d3f9ebb781995aa78ac954b173

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceTabsTestQuery$variables = {
  id: string;
};
export type DeviceTabsTestQuery$data = {
  readonly node: {
    readonly device: {
      readonly " $fragmentSpreads": FragmentRefs<"DalmActiveAlertsTab_device" | "DalmAlertsTab_device" | "DeviceLogsTab_device" | "DeviceNetworksTab_device" | "DeviceNotificationSettingsTab_device" | "DeviceRelaysTab_device">;
    } | null | undefined;
  } | null | undefined;
};
export type DeviceTabsTestQuery = {
  response: DeviceTabsTestQuery$data;
  variables: DeviceTabsTestQuery$variables;
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
  "name": "alarmType",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eventCode",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sectionNumber",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alarmDate",
  "storageKey": null
},
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v15 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTime"
},
v16 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v17 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v18 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v19 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "PageInfo"
},
v20 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v21 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
},
v22 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Network"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeviceTabsTestQuery",
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
                  "name": "DalmActiveAlertsTab_device"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DalmAlertsTab_device"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DeviceNetworksTab_device"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DeviceLogsTab_device"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DeviceNotificationSettingsTab_device"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DeviceRelaysTab_device"
                }
              ],
              "type": "Device",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "device"
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
    "name": "DeviceTabsTestQuery",
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
                "concreteType": "DevicePermissions",
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
                "concreteType": "DeviceAlert",
                "kind": "LinkedField",
                "name": "activeAlerts",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v8/*:: as any*/),
                "concreteType": "DeviceAlertConnection",
                "kind": "LinkedField",
                "name": "alerts",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DeviceAlertEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DeviceAlert",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
                          (v3/*:: as any*/),
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          (v7/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "active",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "alerts(first:50)"
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Client",
                    "kind": "LinkedField",
                    "name": "client",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v8/*:: as any*/),
                    "concreteType": "DeviceNetworkConnection",
                    "kind": "LinkedField",
                    "name": "networks",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DeviceNetworkEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "joinedAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Network",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v2/*:: as any*/),
                              (v11/*:: as any*/),
                              (v12/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "address",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "networks(first:50)"
                  },
                  {
                    "alias": null,
                    "args": (v8/*:: as any*/),
                    "concreteType": "DeviceLogConnection",
                    "kind": "LinkedField",
                    "name": "logs",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DeviceLogEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "DeviceLog",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v2/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "event",
                                "storageKey": null
                              },
                              (v12/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "data",
                                "storageKey": null
                              },
                              (v13/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "logs(first:50)"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "NotificationSetting",
                    "kind": "LinkedField",
                    "name": "notificationSettings",
                    "plural": true,
                    "selections": [
                      (v12/*:: as any*/),
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
                        "name": "push",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "sound",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "NotificationRecipients",
                        "kind": "LinkedField",
                        "name": "recipients",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "clientAdmin",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "clientUsers",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "networkAdmin",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "networkUsers",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v8/*:: as any*/),
                    "concreteType": "RelayConnection",
                    "kind": "LinkedField",
                    "name": "relays",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RelayEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Relay",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v2/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Network",
                                "kind": "LinkedField",
                                "name": "network",
                                "plural": false,
                                "selections": [
                                  (v2/*:: as any*/),
                                  (v11/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "enabled",
                                "storageKey": null
                              },
                              (v13/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "relays(first:50)"
                  }
                ],
                "type": "AlarmDevice",
                "abstractKey": "__isAlarmDevice"
              }
            ],
            "type": "Device",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ee328b065e58a82ac24f5aa80acb0677e09c82d3f9ebb781995aa78ac954b173",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__isAlarmDevice": (v14/*:: as any*/),
        "node.__typename": (v14/*:: as any*/),
        "node.activeAlerts": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DeviceAlert"
        },
        "node.activeAlerts.alarmDate": (v15/*:: as any*/),
        "node.activeAlerts.alarmType": (v14/*:: as any*/),
        "node.activeAlerts.eventCode": (v16/*:: as any*/),
        "node.activeAlerts.id": (v17/*:: as any*/),
        "node.activeAlerts.message": (v16/*:: as any*/),
        "node.activeAlerts.sectionNumber": (v16/*:: as any*/),
        "node.alerts": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DeviceAlertConnection"
        },
        "node.alerts.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DeviceAlertEdge"
        },
        "node.alerts.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DeviceAlert"
        },
        "node.alerts.edges.node.active": (v18/*:: as any*/),
        "node.alerts.edges.node.alarmDate": (v15/*:: as any*/),
        "node.alerts.edges.node.alarmType": (v14/*:: as any*/),
        "node.alerts.edges.node.eventCode": (v16/*:: as any*/),
        "node.alerts.edges.node.id": (v17/*:: as any*/),
        "node.alerts.edges.node.message": (v16/*:: as any*/),
        "node.alerts.edges.node.sectionNumber": (v16/*:: as any*/),
        "node.alerts.pageInfo": (v19/*:: as any*/),
        "node.alerts.pageInfo.endCursor": (v16/*:: as any*/),
        "node.alerts.pageInfo.hasNextPage": (v18/*:: as any*/),
        "node.alerts.totalCount": (v20/*:: as any*/),
        "node.client": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Client"
        },
        "node.client.id": (v17/*:: as any*/),
        "node.id": (v17/*:: as any*/),
        "node.kind": {
          "enumValues": [
            "DALM",
            "HUB",
            "BUTTON",
            "SENSOR"
          ],
          "nullable": false,
          "plural": false,
          "type": "DeviceKind"
        },
        "node.logs": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DeviceLogConnection"
        },
        "node.logs.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DeviceLogEdge"
        },
        "node.logs.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DeviceLog"
        },
        "node.logs.edges.node.createdAt": (v15/*:: as any*/),
        "node.logs.edges.node.data": (v14/*:: as any*/),
        "node.logs.edges.node.event": (v14/*:: as any*/),
        "node.logs.edges.node.id": (v17/*:: as any*/),
        "node.logs.edges.node.type": (v14/*:: as any*/),
        "node.logs.pageInfo": (v19/*:: as any*/),
        "node.logs.pageInfo.endCursor": (v16/*:: as any*/),
        "node.logs.pageInfo.hasNextPage": (v18/*:: as any*/),
        "node.logs.totalCount": (v20/*:: as any*/),
        "node.name": (v14/*:: as any*/),
        "node.networks": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DeviceNetworkConnection"
        },
        "node.networks.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DeviceNetworkEdge"
        },
        "node.networks.edges.joinedAt": (v21/*:: as any*/),
        "node.networks.edges.node": (v22/*:: as any*/),
        "node.networks.edges.node.address": (v16/*:: as any*/),
        "node.networks.edges.node.id": (v17/*:: as any*/),
        "node.networks.edges.node.name": (v14/*:: as any*/),
        "node.networks.edges.node.type": {
          "enumValues": [
            "PUBLIC",
            "OPEN",
            "PRIVATE"
          ],
          "nullable": false,
          "plural": false,
          "type": "NetworkType"
        },
        "node.networks.pageInfo": (v19/*:: as any*/),
        "node.networks.pageInfo.endCursor": (v16/*:: as any*/),
        "node.networks.pageInfo.hasNextPage": (v18/*:: as any*/),
        "node.networks.totalCount": (v20/*:: as any*/),
        "node.notificationSettings": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "NotificationSetting"
        },
        "node.notificationSettings.email": (v18/*:: as any*/),
        "node.notificationSettings.push": (v18/*:: as any*/),
        "node.notificationSettings.recipients": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "NotificationRecipients"
        },
        "node.notificationSettings.recipients.clientAdmin": (v18/*:: as any*/),
        "node.notificationSettings.recipients.clientUsers": (v18/*:: as any*/),
        "node.notificationSettings.recipients.networkAdmin": (v18/*:: as any*/),
        "node.notificationSettings.recipients.networkUsers": (v18/*:: as any*/),
        "node.notificationSettings.sound": (v18/*:: as any*/),
        "node.notificationSettings.type": (v14/*:: as any*/),
        "node.relays": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "RelayConnection"
        },
        "node.relays.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RelayEdge"
        },
        "node.relays.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Relay"
        },
        "node.relays.edges.node.createdAt": (v21/*:: as any*/),
        "node.relays.edges.node.enabled": (v18/*:: as any*/),
        "node.relays.edges.node.id": (v17/*:: as any*/),
        "node.relays.edges.node.network": (v22/*:: as any*/),
        "node.relays.edges.node.network.id": (v17/*:: as any*/),
        "node.relays.edges.node.network.name": (v14/*:: as any*/),
        "node.relays.pageInfo": (v19/*:: as any*/),
        "node.relays.pageInfo.endCursor": (v16/*:: as any*/),
        "node.relays.pageInfo.hasNextPage": (v18/*:: as any*/),
        "node.relays.totalCount": (v20/*:: as any*/),
        "node.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DevicePermissions"
        },
        "node.viewerCan.edit": (v18/*:: as any*/)
      }
    },
    "name": "DeviceTabsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7b49809c0f81f95c1f86a9ca079b518f";

export default node;

/**
 * @generated SignedSource<<cb3d85876afebf854d81f0fb5d0e53ec>>
 * @relayHash 503fa2ec7553b66ca8c4945996af6e60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd5b480e32ef916077adf2bb5f64871c48726ff73a9dd9ba35e883f6ad056bb0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FlicHubTabsTestQuery$variables = {
  id: string;
};
export type FlicHubTabsTestQuery$data = {
  readonly node: {
    readonly hub: {
      readonly " $fragmentSpreads": FragmentRefs<"FlicEventLogTab_hub" | "FlicHubButtonsTab_hub">;
    } | null | undefined;
  } | null | undefined;
};
export type FlicHubTabsTestQuery = {
  response: FlicHubTabsTestQuery$data;
  variables: FlicHubTabsTestQuery$variables;
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
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
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
  "type": "ID"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v8 = {
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
    "name": "FlicHubTabsTestQuery",
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
                  "name": "FlicHubButtonsTab_hub"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "FlicEventLogTab_hub"
                }
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FlicHubTabsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
                "concreteType": "FlicButton",
                "kind": "LinkedField",
                "name": "buttons",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "serialNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "battery",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "connected",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastPing",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 20
                  }
                ],
                "concreteType": "DeviceAlertConnection",
                "kind": "LinkedField",
                "name": "alerts",
                "plural": false,
                "selections": [
                  {
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
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "title",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "alarmType",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "press",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "alarmDate",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": null,
                            "kind": "LinkedField",
                            "name": "device",
                            "plural": false,
                            "selections": [
                              (v2/*:: as any*/),
                              (v4/*:: as any*/),
                              (v3/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "alerts(first:20)"
              }
            ],
            "type": "FlicHub",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cd5b480e32ef916077adf2bb5f64871c48726ff73a9dd9ba35e883f6ad056bb0",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v5/*:: as any*/),
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
        "node.alerts.edges.node.alarmDate": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "node.alerts.edges.node.alarmType": (v5/*:: as any*/),
        "node.alerts.edges.node.device": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "AlarmDevice"
        },
        "node.alerts.edges.node.device.__typename": (v5/*:: as any*/),
        "node.alerts.edges.node.device.id": (v6/*:: as any*/),
        "node.alerts.edges.node.device.name": (v5/*:: as any*/),
        "node.alerts.edges.node.id": (v6/*:: as any*/),
        "node.alerts.edges.node.press": {
          "enumValues": [
            "CLICK",
            "DOUBLE_CLICK",
            "HOLD"
          ],
          "nullable": true,
          "plural": false,
          "type": "PressType"
        },
        "node.alerts.edges.node.title": (v7/*:: as any*/),
        "node.alerts.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "node.alerts.pageInfo.endCursor": (v7/*:: as any*/),
        "node.alerts.pageInfo.hasNextPage": (v8/*:: as any*/),
        "node.buttons": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "FlicButton"
        },
        "node.buttons.battery": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "node.buttons.connected": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "node.buttons.id": (v6/*:: as any*/),
        "node.buttons.lastPing": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "node.buttons.name": (v5/*:: as any*/),
        "node.buttons.serialNumber": (v7/*:: as any*/),
        "node.id": (v6/*:: as any*/),
        "node.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DevicePermissions"
        },
        "node.viewerCan.edit": (v8/*:: as any*/)
      }
    },
    "name": "FlicHubTabsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d73dd38dad4767cddd8dce57525e8db9";

export default node;

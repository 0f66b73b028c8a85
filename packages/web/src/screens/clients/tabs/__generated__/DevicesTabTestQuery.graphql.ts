/**
 * @generated SignedSource<<24ce13656c446fd4073fb0252900a651>>
 * @relayHash bb3f3d07c75d4e4e0304da94a361eb16
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce1a764cee8329e00ebc2520a5ee0717d611ce730502be3fa5e00ac9b037566c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevicesTabTestQuery$variables = {
  id: string;
};
export type DevicesTabTestQuery$data = {
  readonly node: {
    readonly client: {
      readonly " $fragmentSpreads": FragmentRefs<"DevicesTab_client">;
    } | null | undefined;
  } | null | undefined;
};
export type DevicesTabTestQuery = {
  response: DevicesTabTestQuery$data;
  variables: DevicesTabTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": true,
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
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DevicesTabTestQuery",
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
                  "name": "DevicesTab_client"
                }
              ],
              "type": "Client",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "client"
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
    "name": "DevicesTabTestQuery",
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
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ClientPermissions",
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
                    "name": "addExistingDevices",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "removeDevices",
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
                    "value": 50
                  }
                ],
                "concreteType": "DeviceConnection",
                "kind": "LinkedField",
                "name": "devices",
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
                    "concreteType": "DeviceEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Device",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
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
                            "kind": "ScalarField",
                            "name": "detailId",
                            "storageKey": null
                          },
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "dalmId",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "location",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "ownerName",
                            "storageKey": null
                          },
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
                            "name": "status",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isOnline",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lastReceivedSignalAt",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "devices(first:50)"
              }
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
    "id": "ce1a764cee8329e00ebc2520a5ee0717d611ce730502be3fa5e00ac9b037566c",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v4/*:: as any*/),
        "node.devices": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DeviceConnection"
        },
        "node.devices.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DeviceEdge"
        },
        "node.devices.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Device"
        },
        "node.devices.edges.node.dalmId": (v5/*:: as any*/),
        "node.devices.edges.node.detailId": (v6/*:: as any*/),
        "node.devices.edges.node.id": (v6/*:: as any*/),
        "node.devices.edges.node.isOnline": (v7/*:: as any*/),
        "node.devices.edges.node.kind": {
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
        "node.devices.edges.node.lastReceivedSignalAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "node.devices.edges.node.location": (v5/*:: as any*/),
        "node.devices.edges.node.name": (v4/*:: as any*/),
        "node.devices.edges.node.ownerName": (v5/*:: as any*/),
        "node.devices.edges.node.serialNumber": (v5/*:: as any*/),
        "node.devices.edges.node.status": {
          "enumValues": [
            "OK",
            "INACTIVE",
            "ALARM"
          ],
          "nullable": false,
          "plural": false,
          "type": "DeviceStatus"
        },
        "node.devices.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "node.devices.pageInfo.endCursor": (v5/*:: as any*/),
        "node.devices.pageInfo.hasNextPage": (v7/*:: as any*/),
        "node.devices.totalCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "node.id": (v6/*:: as any*/),
        "node.name": (v4/*:: as any*/),
        "node.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ClientPermissions"
        },
        "node.viewerCan.addExistingDevices": (v7/*:: as any*/),
        "node.viewerCan.edit": (v7/*:: as any*/),
        "node.viewerCan.removeDevices": (v7/*:: as any*/)
      }
    },
    "name": "DevicesTabTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f08df1ceb63af118162136801341092c";

export default node;

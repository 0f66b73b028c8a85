/**
 * @generated SignedSource<<17e756cf59ab5b0ac01f1cbc6e4df64c>>
 * @relayHash eec33758596027bbffe8a2d7618c05e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5228605ff1bc92374378c176dbc4548c356add9431b457ec7b9f7e55ed29d61d

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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
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
    "id": "5228605ff1bc92374378c176dbc4548c356add9431b457ec7b9f7e55ed29d61d",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v3/*:: as any*/),
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
        "node.devices.edges.node.dalmId": (v4/*:: as any*/),
        "node.devices.edges.node.detailId": (v5/*:: as any*/),
        "node.devices.edges.node.id": (v5/*:: as any*/),
        "node.devices.edges.node.isOnline": (v6/*:: as any*/),
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
        "node.devices.edges.node.location": (v4/*:: as any*/),
        "node.devices.edges.node.name": (v3/*:: as any*/),
        "node.devices.edges.node.ownerName": (v4/*:: as any*/),
        "node.devices.edges.node.serialNumber": (v4/*:: as any*/),
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
        "node.devices.pageInfo.endCursor": (v4/*:: as any*/),
        "node.devices.pageInfo.hasNextPage": (v6/*:: as any*/),
        "node.devices.totalCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "node.id": (v5/*:: as any*/),
        "node.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ClientPermissions"
        },
        "node.viewerCan.edit": (v6/*:: as any*/)
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

/**
 * @generated SignedSource<<438077333387cebfce866f1902f1f680>>
 * @relayHash 7901a76d6e3443673db4b6415a459077
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d652af27cd97222b5825e96976bc7304346ac9adec87069561690c097bf89cf

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkDevicesTabTestQuery$variables = {
  id: string;
};
export type NetworkDevicesTabTestQuery$data = {
  readonly node: {
    readonly network: {
      readonly " $fragmentSpreads": FragmentRefs<"NetworkDevicesTab_network">;
    } | null | undefined;
  } | null | undefined;
};
export type NetworkDevicesTabTestQuery = {
  response: NetworkDevicesTabTestQuery$data;
  variables: NetworkDevicesTabTestQuery$variables;
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
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
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
    "name": "NetworkDevicesTabTestQuery",
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
                  "name": "NetworkDevicesTab_network"
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
    "name": "NetworkDevicesTabTestQuery",
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
            "type": "Network",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4d652af27cd97222b5825e96976bc7304346ac9adec87069561690c097bf89cf",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v4/*:: as any*/),
        "node.client": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Client"
        },
        "node.client.id": (v5/*:: as any*/),
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
        "node.devices.edges.node.dalmId": (v6/*:: as any*/),
        "node.devices.edges.node.detailId": (v5/*:: as any*/),
        "node.devices.edges.node.id": (v5/*:: as any*/),
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
        "node.devices.edges.node.location": (v6/*:: as any*/),
        "node.devices.edges.node.name": (v4/*:: as any*/),
        "node.devices.edges.node.ownerName": (v6/*:: as any*/),
        "node.devices.edges.node.serialNumber": (v6/*:: as any*/),
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
        "node.devices.pageInfo.endCursor": (v6/*:: as any*/),
        "node.devices.pageInfo.hasNextPage": (v7/*:: as any*/),
        "node.devices.totalCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "node.id": (v5/*:: as any*/),
        "node.name": (v4/*:: as any*/),
        "node.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "NetworkPermissions"
        },
        "node.viewerCan.edit": (v7/*:: as any*/)
      }
    },
    "name": "NetworkDevicesTabTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "520dfc9cb836bfe7f66cce471fe252a5";

export default node;

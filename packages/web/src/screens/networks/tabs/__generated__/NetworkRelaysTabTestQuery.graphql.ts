/**
 * @generated SignedSource<<bd16cb0e3224237de1759ec1993780eb>>
 * @relayHash 734d34469f73b5fc9de32192099be614
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60cd759d0f4efe692a63eeee1163e4af1f6b58cab9b87a1c209f19a21bd04ca0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkRelaysTabTestQuery$variables = {
  id: string;
};
export type NetworkRelaysTabTestQuery$data = {
  readonly node: {
    readonly network: {
      readonly " $fragmentSpreads": FragmentRefs<"NetworkRelaysTab_network">;
    } | null | undefined;
  } | null | undefined;
};
export type NetworkRelaysTabTestQuery = {
  response: NetworkRelaysTabTestQuery$data;
  variables: NetworkRelaysTabTestQuery$variables;
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
    "name": "NetworkRelaysTabTestQuery",
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
                  "name": "NetworkRelaysTab_network"
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
    "name": "NetworkRelaysTabTestQuery",
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
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 50
                  }
                ],
                "concreteType": "RelayConnection",
                "kind": "LinkedField",
                "name": "relays",
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
                            "concreteType": "Device",
                            "kind": "LinkedField",
                            "name": "device",
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
                              }
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
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "createdAt",
                            "storageKey": null
                          }
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
            "type": "Network",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "60cd759d0f4efe692a63eeee1163e4af1f6b58cab9b87a1c209f19a21bd04ca0",
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
        "node.relays.edges.node.createdAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "node.relays.edges.node.device": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Device"
        },
        "node.relays.edges.node.device.detailId": (v4/*:: as any*/),
        "node.relays.edges.node.device.id": (v4/*:: as any*/),
        "node.relays.edges.node.device.kind": {
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
        "node.relays.edges.node.device.name": (v3/*:: as any*/),
        "node.relays.edges.node.enabled": (v5/*:: as any*/),
        "node.relays.edges.node.id": (v4/*:: as any*/),
        "node.relays.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "node.relays.pageInfo.endCursor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "node.relays.pageInfo.hasNextPage": (v5/*:: as any*/),
        "node.relays.totalCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "node.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "NetworkPermissions"
        },
        "node.viewerCan.edit": (v5/*:: as any*/)
      }
    },
    "name": "NetworkRelaysTabTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9808673ed3e1ba9107ac48935c2af2c9";

export default node;

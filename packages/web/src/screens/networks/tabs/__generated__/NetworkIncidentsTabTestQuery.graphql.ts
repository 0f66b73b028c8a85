/**
 * @generated SignedSource<<6972da5614c9c1c119477fc727710410>>
 * @relayHash a156742dfe41eb950749e226e97b9c9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 441b740502e581f7e4bb7525e1954a69c74538af53d5fc8f329a0f3cd7a58d65

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkIncidentsTabTestQuery$variables = {
  id: string;
};
export type NetworkIncidentsTabTestQuery$data = {
  readonly node: {
    readonly network: {
      readonly " $fragmentSpreads": FragmentRefs<"NetworkIncidentsTab_network">;
    } | null | undefined;
  } | null | undefined;
};
export type NetworkIncidentsTabTestQuery = {
  response: NetworkIncidentsTabTestQuery$data;
  variables: NetworkIncidentsTabTestQuery$variables;
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
  "nullable": true,
  "plural": false,
  "type": "String"
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
    "name": "NetworkIncidentsTabTestQuery",
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
                  "name": "NetworkIncidentsTab_network"
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
    "name": "NetworkIncidentsTabTestQuery",
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
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 20
                  }
                ],
                "concreteType": "IncidentConnection",
                "kind": "LinkedField",
                "name": "incidents",
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
                    "concreteType": "IncidentEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Incident",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
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
                            "name": "kind",
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
                            "name": "description",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "networkName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Network",
                            "kind": "LinkedField",
                            "name": "network",
                            "plural": false,
                            "selections": [
                              (v2/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "address",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "createdAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "viewerCanChangeStatus",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "incidents(first:20)"
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
    "id": "441b740502e581f7e4bb7525e1954a69c74538af53d5fc8f329a0f3cd7a58d65",
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
        "node.incidents": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "IncidentConnection"
        },
        "node.incidents.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "IncidentEdge"
        },
        "node.incidents.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Incident"
        },
        "node.incidents.edges.node.address": (v5/*:: as any*/),
        "node.incidents.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "node.incidents.edges.node.description": (v5/*:: as any*/),
        "node.incidents.edges.node.id": (v4/*:: as any*/),
        "node.incidents.edges.node.kind": (v3/*:: as any*/),
        "node.incidents.edges.node.name": (v5/*:: as any*/),
        "node.incidents.edges.node.network": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Network"
        },
        "node.incidents.edges.node.network.id": (v4/*:: as any*/),
        "node.incidents.edges.node.networkName": (v5/*:: as any*/),
        "node.incidents.edges.node.status": {
          "enumValues": [
            "UNCONFIRMED",
            "ONGOING",
            "CONFIRMED",
            "FINALIZED"
          ],
          "nullable": false,
          "plural": false,
          "type": "IncidentStatus"
        },
        "node.incidents.edges.node.viewerCanChangeStatus": (v6/*:: as any*/),
        "node.incidents.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "node.incidents.pageInfo.endCursor": (v5/*:: as any*/),
        "node.incidents.pageInfo.hasNextPage": (v6/*:: as any*/)
      }
    },
    "name": "NetworkIncidentsTabTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ad9e7cca5d5766735776589b2e6c0137";

export default node;

/**
 * @generated SignedSource<<02ab6e7ffe7bba3c6e66ef631017638e>>
 * @relayHash b829e2a220f646516cacbbc77635f1cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53dd6b57a21269e6e32fcfb03d2d861caa071fb2709dddd2a54ed78de454430b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkIntegrationsTabTestQuery$variables = {
  id: string;
};
export type NetworkIntegrationsTabTestQuery$data = {
  readonly node: {
    readonly network: {
      readonly " $fragmentSpreads": FragmentRefs<"NetworkIntegrationsTab_network">;
    } | null | undefined;
  } | null | undefined;
};
export type NetworkIntegrationsTabTestQuery = {
  response: NetworkIntegrationsTabTestQuery$data;
  variables: NetworkIntegrationsTabTestQuery$variables;
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
v5 = [
  "ERROR",
  "PENDING",
  "SUCCESS"
],
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
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
    "name": "NetworkIntegrationsTabTestQuery",
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
                  "name": "NetworkIntegrationsTab_network"
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
    "name": "NetworkIntegrationsTabTestQuery",
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
                "kind": "ScalarField",
                "name": "integrationStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "integrationStatuses",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Integration",
                "kind": "LinkedField",
                "name": "integrations",
                "plural": true,
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
                    "name": "ip",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "port",
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
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "statusReason",
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
                    "name": "updatedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "line",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "uid",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "receiver",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "useDeviceId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pinSet",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "IntegrationEncryption",
                    "kind": "LinkedField",
                    "name": "encryption",
                    "plural": false,
                    "selections": [
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
                        "name": "keySet",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "keyBits",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "keySetAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "IntegrationSiaCodes",
                    "kind": "LinkedField",
                    "name": "siaCodes",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "create",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "confirm",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "recall",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "restore",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "deviceTestModeEnabled",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "deviceTestModeDisabled",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "deviceEnabled",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "deviceDisabled",
                        "storageKey": null
                      }
                    ],
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
    "id": "53dd6b57a21269e6e32fcfb03d2d861caa071fb2709dddd2a54ed78de454430b",
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
        "node.integrationStatus": {
          "enumValues": (v5/*:: as any*/),
          "nullable": true,
          "plural": false,
          "type": "IntegrationStatus"
        },
        "node.integrationStatuses": {
          "enumValues": (v5/*:: as any*/),
          "nullable": false,
          "plural": true,
          "type": "IntegrationStatus"
        },
        "node.integrations": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Integration"
        },
        "node.integrations.createdAt": (v6/*:: as any*/),
        "node.integrations.description": (v7/*:: as any*/),
        "node.integrations.encryption": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "IntegrationEncryption"
        },
        "node.integrations.encryption.enabled": (v8/*:: as any*/),
        "node.integrations.encryption.keyBits": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "node.integrations.encryption.keySet": (v8/*:: as any*/),
        "node.integrations.encryption.keySetAt": (v6/*:: as any*/),
        "node.integrations.id": (v4/*:: as any*/),
        "node.integrations.ip": (v3/*:: as any*/),
        "node.integrations.kind": {
          "enumValues": [
            "MANITOU",
            "SHORTXML",
            "GUARDTOOLS"
          ],
          "nullable": false,
          "plural": false,
          "type": "IntegrationKind"
        },
        "node.integrations.line": (v7/*:: as any*/),
        "node.integrations.pinSet": (v8/*:: as any*/),
        "node.integrations.port": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "node.integrations.receiver": (v7/*:: as any*/),
        "node.integrations.siaCodes": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "IntegrationSiaCodes"
        },
        "node.integrations.siaCodes.confirm": (v3/*:: as any*/),
        "node.integrations.siaCodes.create": (v3/*:: as any*/),
        "node.integrations.siaCodes.deviceDisabled": (v3/*:: as any*/),
        "node.integrations.siaCodes.deviceEnabled": (v3/*:: as any*/),
        "node.integrations.siaCodes.deviceTestModeDisabled": (v3/*:: as any*/),
        "node.integrations.siaCodes.deviceTestModeEnabled": (v3/*:: as any*/),
        "node.integrations.siaCodes.recall": (v3/*:: as any*/),
        "node.integrations.siaCodes.restore": (v3/*:: as any*/),
        "node.integrations.status": {
          "enumValues": (v5/*:: as any*/),
          "nullable": false,
          "plural": false,
          "type": "IntegrationStatus"
        },
        "node.integrations.statusReason": {
          "enumValues": [
            "ACCOUNT_REFUSED"
          ],
          "nullable": true,
          "plural": false,
          "type": "IntegrationStatusReason"
        },
        "node.integrations.uid": (v7/*:: as any*/),
        "node.integrations.updatedAt": (v6/*:: as any*/),
        "node.integrations.useDeviceId": (v8/*:: as any*/),
        "node.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "NetworkPermissions"
        },
        "node.viewerCan.edit": (v8/*:: as any*/)
      }
    },
    "name": "NetworkIntegrationsTabTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "70b4b2f2ead228b9fb55248812afb57e";

export default node;

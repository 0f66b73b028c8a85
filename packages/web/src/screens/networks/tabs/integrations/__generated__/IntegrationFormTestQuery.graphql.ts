/**
 * @generated SignedSource<<da476f11b727f448fa6801332a2dbd95>>
 * @relayHash 86d412075fca3e9257db9fd911015bda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 029e6e1a1364abe03ae3919269375428789c14ee8ab5900670e7bc2ca779044c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IntegrationFormTestQuery$variables = {
  id: string;
};
export type IntegrationFormTestQuery$data = {
  readonly node: {
    readonly integration: {
      readonly " $fragmentSpreads": FragmentRefs<"IntegrationForm_integration">;
    } | null | undefined;
  } | null | undefined;
};
export type IntegrationFormTestQuery = {
  response: IntegrationFormTestQuery$data;
  variables: IntegrationFormTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v4 = {
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
    "name": "IntegrationFormTestQuery",
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
                  "name": "IntegrationForm_integration"
                }
              ],
              "type": "Integration",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "integration"
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
    "name": "IntegrationFormTestQuery",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
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
            "type": "Integration",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "029e6e1a1364abe03ae3919269375428789c14ee8ab5900670e7bc2ca779044c",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v2/*:: as any*/),
        "node.description": (v3/*:: as any*/),
        "node.encryption": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "IntegrationEncryption"
        },
        "node.encryption.enabled": (v4/*:: as any*/),
        "node.encryption.keyBits": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "node.encryption.keySet": (v4/*:: as any*/),
        "node.encryption.keySetAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.ip": (v2/*:: as any*/),
        "node.kind": {
          "enumValues": [
            "MANITOU",
            "SHORTXML",
            "GUARDTOOLS"
          ],
          "nullable": false,
          "plural": false,
          "type": "IntegrationKind"
        },
        "node.line": (v3/*:: as any*/),
        "node.pinSet": (v4/*:: as any*/),
        "node.port": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "node.receiver": (v3/*:: as any*/),
        "node.siaCodes": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "IntegrationSiaCodes"
        },
        "node.siaCodes.confirm": (v2/*:: as any*/),
        "node.siaCodes.create": (v2/*:: as any*/),
        "node.siaCodes.deviceDisabled": (v2/*:: as any*/),
        "node.siaCodes.deviceEnabled": (v2/*:: as any*/),
        "node.siaCodes.deviceTestModeDisabled": (v2/*:: as any*/),
        "node.siaCodes.deviceTestModeEnabled": (v2/*:: as any*/),
        "node.siaCodes.recall": (v2/*:: as any*/),
        "node.siaCodes.restore": (v2/*:: as any*/),
        "node.uid": (v3/*:: as any*/),
        "node.useDeviceId": (v4/*:: as any*/)
      }
    },
    "name": "IntegrationFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f9a967d6ec2a7d285bafeb838623aace";

export default node;

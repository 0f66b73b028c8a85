/**
 * @generated SignedSource<<6abee4c5a090ef3359fc434c7b32b8f3>>
 * @relayHash 8cb1517e772d5f59ad06186a6887de21
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 25eafaf3fc04bb045f27103831ed84e54526ae4c690c98e5a984857e3989bcd6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PressSettingsTabButtonTestQuery$variables = {
  id: string;
};
export type PressSettingsTabButtonTestQuery$data = {
  readonly node: {
    readonly button: {
      readonly " $fragmentSpreads": FragmentRefs<"PressSettingsTab_device">;
    } | null | undefined;
  } | null | undefined;
};
export type PressSettingsTabButtonTestQuery = {
  response: PressSettingsTabButtonTestQuery$data;
  variables: PressSettingsTabButtonTestQuery$variables;
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
v3 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "PressSetting",
  "kind": "LinkedField",
  "name": "pressSettings",
  "plural": true,
  "selections": [
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
      "name": "usePolicySettings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "useHubSettings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alertType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Network",
      "kind": "LinkedField",
      "name": "selectedNetworks",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sound",
      "storageKey": null
    }
  ],
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
    "name": "PressSettingsTabButtonTestQuery",
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
                  "name": "PressSettingsTab_device"
                }
              ],
              "type": "FlicButton",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "button"
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
    "name": "PressSettingsTabButtonTestQuery",
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
                    "alias": "pressNetworks",
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "first",
                        "value": 100
                      }
                    ],
                    "concreteType": "DeviceNetworkConnection",
                    "kind": "LinkedField",
                    "name": "networks",
                    "plural": false,
                    "selections": [
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
                            "concreteType": "Network",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": (v3/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "networks(first:100)"
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FlicHub",
                        "kind": "LinkedField",
                        "name": "hub",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
                    ],
                    "type": "FlicButton",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v4/*:: as any*/)
                    ],
                    "type": "FlicHub",
                    "abstractKey": null
                  }
                ],
                "type": "AlarmDevice",
                "abstractKey": "__isAlarmDevice"
              }
            ],
            "type": "FlicButton",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "25eafaf3fc04bb045f27103831ed84e54526ae4c690c98e5a984857e3989bcd6",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__isAlarmDevice": (v5/*:: as any*/),
        "node.__typename": (v5/*:: as any*/),
        "node.hub": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FlicHub"
        },
        "node.hub.id": (v6/*:: as any*/),
        "node.id": (v6/*:: as any*/),
        "node.pressNetworks": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DeviceNetworkConnection"
        },
        "node.pressNetworks.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DeviceNetworkEdge"
        },
        "node.pressNetworks.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Network"
        },
        "node.pressNetworks.edges.node.id": (v6/*:: as any*/),
        "node.pressNetworks.edges.node.name": (v5/*:: as any*/),
        "node.pressSettings": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PressSetting"
        },
        "node.pressSettings.alertType": {
          "enumValues": [
            "SOS_EMERGENCY",
            "PUBLIC_ALERT",
            "SAFE_ASSIST",
            "NETWORK_ALERT",
            "SUMMON"
          ],
          "nullable": false,
          "plural": false,
          "type": "PressAlertType"
        },
        "node.pressSettings.description": (v7/*:: as any*/),
        "node.pressSettings.press": {
          "enumValues": [
            "CLICK",
            "DOUBLE_CLICK",
            "HOLD"
          ],
          "nullable": false,
          "plural": false,
          "type": "PressType"
        },
        "node.pressSettings.selectedNetworks": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Network"
        },
        "node.pressSettings.selectedNetworks.id": (v6/*:: as any*/),
        "node.pressSettings.selectedNetworks.name": (v5/*:: as any*/),
        "node.pressSettings.sound": (v7/*:: as any*/),
        "node.pressSettings.title": (v7/*:: as any*/),
        "node.pressSettings.useHubSettings": (v8/*:: as any*/),
        "node.pressSettings.usePolicySettings": (v8/*:: as any*/),
        "node.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DevicePermissions"
        },
        "node.viewerCan.edit": (v8/*:: as any*/)
      }
    },
    "name": "PressSettingsTabButtonTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "53f4944afc73a110b3f3385bc0e4cc4f";

export default node;

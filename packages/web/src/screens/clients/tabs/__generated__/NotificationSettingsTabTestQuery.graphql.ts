/**
 * @generated SignedSource<<6e2f7e327d990d1e20538272c94f64f5>>
 * @relayHash e119df67d8d414f1c20b4b3944ef3c80
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a0915ef4dd92c31af8a4cf36f36d9c02f6e7acaf56994af2b2a0aa29d074a6c0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationSettingsTabTestQuery$variables = {
  id: string;
};
export type NotificationSettingsTabTestQuery$data = {
  readonly node: {
    readonly client: {
      readonly " $fragmentSpreads": FragmentRefs<"NotificationSettingsTab_client">;
    } | null | undefined;
  } | null | undefined;
};
export type NotificationSettingsTabTestQuery = {
  response: NotificationSettingsTabTestQuery$data;
  variables: NotificationSettingsTabTestQuery$variables;
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
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationSettingsTabTestQuery",
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
                  "name": "NotificationSettingsTab_client"
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
    "name": "NotificationSettingsTabTestQuery",
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
                "concreteType": "NotificationSetting",
                "kind": "LinkedField",
                "name": "notificationSettings",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
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
    "id": "a0915ef4dd92c31af8a4cf36f36d9c02f6e7acaf56994af2b2a0aa29d074a6c0",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v2/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.notificationSettings": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "NotificationSetting"
        },
        "node.notificationSettings.email": (v3/*:: as any*/),
        "node.notificationSettings.push": (v3/*:: as any*/),
        "node.notificationSettings.recipients": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "NotificationRecipients"
        },
        "node.notificationSettings.recipients.clientAdmin": (v3/*:: as any*/),
        "node.notificationSettings.recipients.clientUsers": (v3/*:: as any*/),
        "node.notificationSettings.recipients.networkAdmin": (v3/*:: as any*/),
        "node.notificationSettings.recipients.networkUsers": (v3/*:: as any*/),
        "node.notificationSettings.sound": (v3/*:: as any*/),
        "node.notificationSettings.type": (v2/*:: as any*/)
      }
    },
    "name": "NotificationSettingsTabTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4e83b1b527a29ea7b0b33a9c2913a2f7";

export default node;

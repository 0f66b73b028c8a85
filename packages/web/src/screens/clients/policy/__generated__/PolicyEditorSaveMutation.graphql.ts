/**
 * @generated SignedSource<<fa6c7c0472b1d5540c46f49459f697b0>>
 * @relayHash afe8b3d9b8d9737097cfd5b8398b7ad5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a0b278c5ea7da05aa99e8ed9667fd693ea1b4ed45e4036ac26187a77c8e8dc2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AlertCategory = "NETWORK_ALERT" | "PUBLIC_ALERT" | "SAFE_ASSIST" | "SOS_EMERGENCY" | "SUMMON" | "%future added value";
export type AlertSound = "ALARMFIRE" | "ALARMSMOKE" | "DEFAULT" | "SIREN" | "UAN" | "UAN_SHORT" | "%future added value";
export type AlertPolicyInput = {
  categories: ReadonlyArray<AlertPolicyCategoryInput>;
};
export type AlertPolicyCategoryInput = {
  alertAllAvailableNetworks: boolean;
  alertAllAvailableUsers?: boolean | null | undefined;
  category: AlertCategory;
  createPublicAlert: boolean;
  description?: string | null | undefined;
  deviceOutputControl?: ReadonlyArray<DeviceOutputControlInput> | null | undefined;
  disableEscalation: boolean;
  disabled: boolean;
  documentId?: string | null | undefined;
  enableConfirmationComment: boolean;
  enableDeviceOutputControl?: boolean | null | undefined;
  enableTwoStepConfirmation: boolean;
  enforced: boolean;
  instructions?: string | null | undefined;
  meetingLink?: string | null | undefined;
  notifySelectedUserIdsOutsideOfRange: ReadonlyArray<string>;
  overwriteAll: boolean;
  publicRadius: number;
  publicRadiusEnabled: boolean;
  selectedNetworkIds: ReadonlyArray<string>;
  selectedNetworksRadius: number;
  selectedNetworksRadiusEnabled: boolean;
  selectedUserIds: ReadonlyArray<string>;
  sound: AlertSound;
  streamingEnabled: boolean;
  title?: string | null | undefined;
};
export type DeviceOutputControlInput = {
  deviceId: string;
  outputCodes: ReadonlyArray<string>;
};
export type PolicyEditorSaveMutation$variables = {
  id: string;
  input: AlertPolicyInput;
};
export type PolicyEditorSaveMutation$data = {
  readonly updateClientPolicy: {
    readonly client: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PolicyEditor_client">;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type PolicyEditorSaveMutation = {
  response: PolicyEditorSaveMutation$data;
  variables: PolicyEditorSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
  "name": "code",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "FieldError",
  "kind": "LinkedField",
  "name": "errors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = [
  (v2/*:: as any*/),
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PolicyEditorSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientPayload",
        "kind": "LinkedField",
        "name": "updateClientPolicy",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PolicyEditor_client"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PolicyEditorSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientPayload",
        "kind": "LinkedField",
        "name": "updateClientPolicy",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AlertPolicy",
                "kind": "LinkedField",
                "name": "policy",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AlertPolicyCategory",
                    "kind": "LinkedField",
                    "name": "categories",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "category",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "enforced",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "overwriteAll",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "selectedUsers",
                        "plural": true,
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "disabled",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "streamingEnabled",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "disableEscalation",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "enableConfirmationComment",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "enableTwoStepConfirmation",
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
                        "concreteType": "Document",
                        "kind": "LinkedField",
                        "name": "document",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
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
                        "kind": "ScalarField",
                        "name": "instructions",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createPublicAlert",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "alertAllAvailableNetworks",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "alertAllAvailableUsers",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "publicRadiusEnabled",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "publicRadius",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Network",
                        "kind": "LinkedField",
                        "name": "selectedNetworks",
                        "plural": true,
                        "selections": (v7/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "selectedNetworksRadiusEnabled",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "selectedNetworksRadius",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "notifySelectedUsersOutsideOfRange",
                        "plural": true,
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "enableDeviceOutputControl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DeviceOutputControl",
                        "kind": "LinkedField",
                        "name": "deviceOutputControl",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Device",
                            "kind": "LinkedField",
                            "name": "device",
                            "plural": false,
                            "selections": [
                              (v2/*:: as any*/),
                              (v6/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "DeviceOutput",
                                "kind": "LinkedField",
                                "name": "outputs",
                                "plural": true,
                                "selections": [
                                  (v3/*:: as any*/),
                                  (v6/*:: as any*/)
                                ],
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "outputCodes",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "meetingLink",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2a0b278c5ea7da05aa99e8ed9667fd693ea1b4ed45e4036ac26187a77c8e8dc2",
    "metadata": {},
    "name": "PolicyEditorSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4d55560806785aaa704763eeb28e6539";

export default node;

/**
 * @generated SignedSource<<853b40e0ac84fe9471172138992f0d30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AlertCategory = "NETWORK_ALERT" | "PUBLIC_ALERT" | "SAFE_ASSIST" | "SOS_EMERGENCY" | "SUMMON" | "%future added value";
export type AlertSound = "ALARMFIRE" | "ALARMSMOKE" | "DEFAULT" | "SIREN" | "UAN" | "UAN_SHORT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PolicyEditor_client$data = {
  readonly id: string;
  readonly policy: {
    readonly categories: ReadonlyArray<{
      readonly alertAllAvailableNetworks: boolean;
      readonly alertAllAvailableUsers: boolean | null | undefined;
      readonly category: AlertCategory;
      readonly createPublicAlert: boolean;
      readonly description: string | null | undefined;
      readonly deviceOutputControl: ReadonlyArray<{
        readonly device: {
          readonly id: string;
          readonly name: string;
          readonly outputs: ReadonlyArray<{
            readonly code: string;
            readonly name: string;
          }>;
        };
        readonly outputCodes: ReadonlyArray<string>;
      }> | null | undefined;
      readonly disableEscalation: boolean;
      readonly disabled: boolean;
      readonly document: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly enableConfirmationComment: boolean;
      readonly enableDeviceOutputControl: boolean | null | undefined;
      readonly enableTwoStepConfirmation: boolean;
      readonly enforced: boolean;
      readonly instructions: string | null | undefined;
      readonly meetingLink: string | null | undefined;
      readonly notifySelectedUsersOutsideOfRange: ReadonlyArray<{
        readonly displayName: string;
        readonly id: string;
      }>;
      readonly overwriteAll: boolean;
      readonly publicRadius: number;
      readonly publicRadiusEnabled: boolean;
      readonly selectedNetworks: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly selectedNetworksRadius: number;
      readonly selectedNetworksRadiusEnabled: boolean;
      readonly selectedUsers: ReadonlyArray<{
        readonly displayName: string;
        readonly id: string;
      }>;
      readonly sound: AlertSound;
      readonly streamingEnabled: boolean;
      readonly title: string | null | undefined;
    }>;
  };
  readonly " $fragmentType": "PolicyEditor_client";
};
export type PolicyEditor_client$key = {
  readonly " $data"?: PolicyEditor_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"PolicyEditor_client">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  (v0/*:: as any*/),
  (v2/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PolicyEditor_client",
  "selections": [
    (v0/*:: as any*/),
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
              "selections": (v1/*:: as any*/),
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
              "selections": (v3/*:: as any*/),
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
              "selections": (v3/*:: as any*/),
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
              "selections": (v1/*:: as any*/),
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
                    (v0/*:: as any*/),
                    (v2/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "DeviceOutput",
                      "kind": "LinkedField",
                      "name": "outputs",
                      "plural": true,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "code",
                          "storageKey": null
                        },
                        (v2/*:: as any*/)
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
  "type": "Client",
  "abstractKey": null
};
})();

(node as any).hash = "0971150c51363cc02fba3c7f5ae134c6";

export default node;

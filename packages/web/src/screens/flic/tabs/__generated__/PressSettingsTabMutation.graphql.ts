/**
 * @generated SignedSource<<b61b5ffb0827800e361aad240f603622>>
 * @relayHash d38f516c328bc401c4e4539e219c74e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76efd058c5be1375913c52db4dd219a02a9a3330de80dd9f0647dbf7b0fc39f4

import { ConcreteRequest } from 'relay-runtime';
export type PressAlertType = "NETWORK_ALERT" | "PUBLIC_ALERT" | "SAFE_ASSIST" | "SOS_EMERGENCY" | "SUMMON" | "%future added value";
export type PressType = "CLICK" | "DOUBLE_CLICK" | "HOLD" | "%future added value";
export type PressSettingsInput = {
  click: PressSettingInput;
  doubleClick: PressSettingInput;
  hold: PressSettingInput;
};
export type PressSettingInput = {
  alertType: PressAlertType;
  description?: string | null | undefined;
  selectedNetworkIds: ReadonlyArray<string>;
  sound?: string | null | undefined;
  title?: string | null | undefined;
  useHubSettings: boolean;
  usePolicySettings: boolean;
};
export type PressSettingsTabMutation$variables = {
  id: string;
  input: PressSettingsInput;
};
export type PressSettingsTabMutation$data = {
  readonly updatePressSettings: {
    readonly button: {
      readonly id: string;
      readonly pressSettings: ReadonlyArray<{
        readonly alertType: PressAlertType;
        readonly description: string | null | undefined;
        readonly press: PressType;
        readonly selectedNetworks: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
        readonly sound: string | null | undefined;
        readonly title: string | null | undefined;
        readonly useHubSettings: boolean;
        readonly usePolicySettings: boolean;
      }>;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly hub: {
      readonly id: string;
      readonly pressSettings: ReadonlyArray<{
        readonly alertType: PressAlertType;
        readonly description: string | null | undefined;
        readonly press: PressType;
        readonly selectedNetworks: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
        readonly sound: string | null | undefined;
        readonly title: string | null | undefined;
        readonly useHubSettings: boolean;
        readonly usePolicySettings: boolean;
      }>;
    } | null | undefined;
  };
};
export type PressSettingsTabMutation = {
  response: PressSettingsTabMutation$data;
  variables: PressSettingsTabMutation$variables;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  {
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
        "selections": [
          (v1/*:: as any*/),
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
  }
],
v3 = [
  {
    "alias": null,
    "args": [
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
    "concreteType": "FlicDevicePayload",
    "kind": "LinkedField",
    "name": "updatePressSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FlicHub",
        "kind": "LinkedField",
        "name": "hub",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FlicButton",
        "kind": "LinkedField",
        "name": "button",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PressSettingsTabMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PressSettingsTabMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "76efd058c5be1375913c52db4dd219a02a9a3330de80dd9f0647dbf7b0fc39f4",
    "metadata": {},
    "name": "PressSettingsTabMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1ae832d66c1701fd9d2b8d248825b24a";

export default node;

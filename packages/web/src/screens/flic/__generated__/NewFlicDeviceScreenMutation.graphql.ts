/**
 * @generated SignedSource<<0d69c4528a7c8a7cbd6e8842bcaba54f>>
 * @relayHash d564f8009fcb3736b5078d972255644b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60906b84611f579f73ec326f59de5cf3d57fa51ea285581e378ccc40076af108

import { ConcreteRequest } from 'relay-runtime';
export type FlicDeviceType = "BUTTON" | "HUB" | "%future added value";
export type FlicDeviceInput = {
  clientId?: string | null | undefined;
  deleted?: boolean | null | undefined;
  enableClustering: boolean;
  hubId?: string | null | undefined;
  latitude: number;
  location: string;
  longitude: number;
  name: string;
  ownerId?: string | null | undefined;
  serialNumber?: string | null | undefined;
  testModeAutoDisableTimeoutMs: number;
  testModeEnabled: boolean;
  type: FlicDeviceType;
};
export type NewFlicDeviceScreenMutation$variables = {
  input: FlicDeviceInput;
};
export type NewFlicDeviceScreenMutation$data = {
  readonly createFlicDevice: {
    readonly button: {
      readonly id: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly hub: {
      readonly id: string;
    } | null | undefined;
  };
};
export type NewFlicDeviceScreenMutation = {
  response: NewFlicDeviceScreenMutation$data;
  variables: NewFlicDeviceScreenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "FlicDevicePayload",
    "kind": "LinkedField",
    "name": "createFlicDevice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FlicHub",
        "kind": "LinkedField",
        "name": "hub",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FlicButton",
        "kind": "LinkedField",
        "name": "button",
        "plural": false,
        "selections": (v1/*:: as any*/),
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
    "name": "NewFlicDeviceScreenMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewFlicDeviceScreenMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "60906b84611f579f73ec326f59de5cf3d57fa51ea285581e378ccc40076af108",
    "metadata": {},
    "name": "NewFlicDeviceScreenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9947375b64b39ec337f0a34e15f0b4ab";

export default node;

/**
 * @generated SignedSource<<f4bf706908a9ed6aacbb738c3b73d5c2>>
 * @relayHash 2458fd632e5ed1a113b1acf16a788ccd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID edd39f9a9fb3549dabd0cad13b8d793521b552b8f8f8fc2ff09bf1bd5e24e5f6

import { ConcreteRequest } from 'relay-runtime';
export type NetworkDevicesTabAddMutation$variables = {
  deviceIds: ReadonlyArray<string>;
  id: string;
};
export type NetworkDevicesTabAddMutation$data = {
  readonly addNetworkDevices: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly network: {
      readonly deviceCount: number;
      readonly id: string;
      readonly relaysCount: number;
      readonly relaysEnabled: boolean | null | undefined;
    } | null | undefined;
  };
};
export type NetworkDevicesTabAddMutation = {
  response: NetworkDevicesTabAddMutation$data;
  variables: NetworkDevicesTabAddMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "deviceIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "deviceIds",
        "variableName": "deviceIds"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "NetworkPayload",
    "kind": "LinkedField",
    "name": "addNetworkDevices",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Network",
        "kind": "LinkedField",
        "name": "network",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deviceCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "relaysCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "relaysEnabled",
            "storageKey": null
          }
        ],
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NetworkDevicesTabAddMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NetworkDevicesTabAddMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "edd39f9a9fb3549dabd0cad13b8d793521b552b8f8f8fc2ff09bf1bd5e24e5f6",
    "metadata": {},
    "name": "NetworkDevicesTabAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c10ea96387d438e0880ff13a47cf3c32";

export default node;

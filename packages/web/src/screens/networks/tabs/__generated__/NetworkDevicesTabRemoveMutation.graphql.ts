/**
 * @generated SignedSource<<f8db250424ec5a2dfb2a3a5b01fd463d>>
 * @relayHash 1b61a33bb7d5a6eba55338eb90b461c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ebe4e5d952e63f159c39efe968dd1157145af8f58144bc1d4d83b25d4b50764b

import { ConcreteRequest } from 'relay-runtime';
export type NetworkDevicesTabRemoveMutation$variables = {
  deviceId: string;
  id: string;
};
export type NetworkDevicesTabRemoveMutation$data = {
  readonly removeNetworkDevice: {
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
export type NetworkDevicesTabRemoveMutation = {
  response: NetworkDevicesTabRemoveMutation$data;
  variables: NetworkDevicesTabRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "deviceId"
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
        "name": "deviceId",
        "variableName": "deviceId"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "NetworkPayload",
    "kind": "LinkedField",
    "name": "removeNetworkDevice",
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
    "name": "NetworkDevicesTabRemoveMutation",
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
    "name": "NetworkDevicesTabRemoveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "ebe4e5d952e63f159c39efe968dd1157145af8f58144bc1d4d83b25d4b50764b",
    "metadata": {},
    "name": "NetworkDevicesTabRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "00d5fd2cd2bcece49fdbed148d9a6737";

export default node;

/**
 * @generated SignedSource<<082255d8aff28f7daa82cbed8526b027>>
 * @relayHash ae4d16a1fef3460500eeb06a1d0076b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ac7e6c1bd4b7ddf76c7fa0d4e896f174fc42fab8ee0005cbde49d3574d16267

import { ConcreteRequest } from 'relay-runtime';
export type DeviceRelaysTabEnableMutation$variables = {
  enabled: boolean;
  id: string;
};
export type DeviceRelaysTabEnableMutation$data = {
  readonly setRelayEnabled: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly relay: {
      readonly enabled: boolean;
      readonly id: string;
      readonly network: {
        readonly id: string;
        readonly relaysEnabled: boolean | null | undefined;
      };
    } | null | undefined;
  };
};
export type DeviceRelaysTabEnableMutation = {
  response: DeviceRelaysTabEnableMutation$data;
  variables: DeviceRelaysTabEnableMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "enabled"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "enabled",
        "variableName": "enabled"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "RelayPayload",
    "kind": "LinkedField",
    "name": "setRelayEnabled",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Relay",
        "kind": "LinkedField",
        "name": "relay",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
            "concreteType": "Network",
            "kind": "LinkedField",
            "name": "network",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "relaysEnabled",
                "storageKey": null
              }
            ],
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
    "name": "DeviceRelaysTabEnableMutation",
    "selections": (v3/*:: as any*/),
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
    "name": "DeviceRelaysTabEnableMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "0ac7e6c1bd4b7ddf76c7fa0d4e896f174fc42fab8ee0005cbde49d3574d16267",
    "metadata": {},
    "name": "DeviceRelaysTabEnableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e3821cfb86ccf6c2197321078e0d4862";

export default node;

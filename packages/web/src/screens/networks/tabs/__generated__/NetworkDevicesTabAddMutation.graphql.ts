/**
 * @generated SignedSource<<f21b4d4af5b308cbdb1861c08776a693>>
 * @relayHash 4b453bf132dd3fe0a7674c85d939dbf7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4dd66573a590d407c683ead3e1219aa3eac911165a03e3644bc191eb7df70e8c

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
      readonly refused: ReadonlyArray<{
        readonly code: string;
        readonly name: string | null | undefined;
        readonly pickedId: string;
      }>;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v3 = [
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RefusedPick",
            "kind": "LinkedField",
            "name": "refused",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pickedId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
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
    "name": "NetworkDevicesTabAddMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "4dd66573a590d407c683ead3e1219aa3eac911165a03e3644bc191eb7df70e8c",
    "metadata": {},
    "name": "NetworkDevicesTabAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "704217a42b8b0ba49295c1633d815a84";

export default node;

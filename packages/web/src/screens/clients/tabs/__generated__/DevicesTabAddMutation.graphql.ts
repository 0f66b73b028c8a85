/**
 * @generated SignedSource<<99748b9a037a164f43e523bfd3918c3a>>
 * @relayHash 00d157da4ea2686ca4ecd9a4e4a65053
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a2c081aa581b59c4c8ab8a078e51d8f0b9d97b3f6ce1353c6a3145c3c7ec842

import { ConcreteRequest } from 'relay-runtime';
export type DevicesTabAddMutation$variables = {
  deviceIds: ReadonlyArray<string>;
  id: string;
};
export type DevicesTabAddMutation$data = {
  readonly addDevicesToClient: {
    readonly client: {
      readonly deviceCount: number;
      readonly id: string;
    } | null | undefined;
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
  };
};
export type DevicesTabAddMutation = {
  response: DevicesTabAddMutation$data;
  variables: DevicesTabAddMutation$variables;
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
    "concreteType": "ClientPayload",
    "kind": "LinkedField",
    "name": "addDevicesToClient",
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
    "name": "DevicesTabAddMutation",
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
    "name": "DevicesTabAddMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "6a2c081aa581b59c4c8ab8a078e51d8f0b9d97b3f6ce1353c6a3145c3c7ec842",
    "metadata": {},
    "name": "DevicesTabAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "77015221ea73a013fc83bc5edce729ad";

export default node;

/**
 * @generated SignedSource<<9790aea8c6202c863c84a45921bbb02b>>
 * @relayHash 3c1ecbc38935eb2fac7d05f344555045
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c9aef254235b505af9a196501d6a19c728fac28fcb2c962be3341cd0220070a4

import { ConcreteRequest } from 'relay-runtime';
export type PickersDevicesQuery$variables = {
  clientId?: string | null | undefined;
  query?: string | null | undefined;
};
export type PickersDevicesQuery$data = {
  readonly searchDevices: ReadonlyArray<{
    readonly dalmId: string | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly outputs: ReadonlyArray<{
      readonly code: string;
      readonly name: string;
    }>;
  }>;
};
export type PickersDevicesQuery = {
  response: PickersDevicesQuery$data;
  variables: PickersDevicesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "clientId",
        "variableName": "clientId"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "Device",
    "kind": "LinkedField",
    "name": "searchDevices",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dalmId",
        "storageKey": null
      },
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
    "name": "PickersDevicesQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PickersDevicesQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "c9aef254235b505af9a196501d6a19c728fac28fcb2c962be3341cd0220070a4",
    "metadata": {},
    "name": "PickersDevicesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ee089b383fb61e19732eb1f4629cb465";

export default node;

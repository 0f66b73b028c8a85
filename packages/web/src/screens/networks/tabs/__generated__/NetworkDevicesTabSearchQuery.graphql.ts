/**
 * @generated SignedSource<<d96a887d70781f73968ebe8eacc8f734>>
 * @relayHash 30813ea3683c7b03a90fdffd69c24bcc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c931a76cd2302e4ce5fdc246f1dfbbc969d8e517aededbaa851c864eeca23e9

import { ConcreteRequest } from 'relay-runtime';
export type DeviceKind = "BUTTON" | "DALM" | "HUB" | "SENSOR" | "%future added value";
export type NetworkDevicesTabSearchQuery$variables = {
  clientId?: string | null | undefined;
  excludeNetworkId?: string | null | undefined;
  query?: string | null | undefined;
};
export type NetworkDevicesTabSearchQuery$data = {
  readonly searchDevices: ReadonlyArray<{
    readonly dalmId: string | null | undefined;
    readonly id: string;
    readonly kind: DeviceKind;
    readonly name: string;
    readonly serialNumber: string | null | undefined;
  }>;
};
export type NetworkDevicesTabSearchQuery = {
  response: NetworkDevicesTabSearchQuery$data;
  variables: NetworkDevicesTabSearchQuery$variables;
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
  "name": "excludeNetworkId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
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
        "kind": "Variable",
        "name": "excludeNetworkId",
        "variableName": "excludeNetworkId"
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
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
        "kind": "ScalarField",
        "name": "serialNumber",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NetworkDevicesTabSearchQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NetworkDevicesTabSearchQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "4c931a76cd2302e4ce5fdc246f1dfbbc969d8e517aededbaa851c864eeca23e9",
    "metadata": {},
    "name": "NetworkDevicesTabSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8272dae8d7537a1db2434957369b23a2";

export default node;

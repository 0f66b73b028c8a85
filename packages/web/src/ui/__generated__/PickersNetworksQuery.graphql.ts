/**
 * @generated SignedSource<<50d0e348bac817d656af57c69ff0ebc5>>
 * @relayHash 91aa90656a33c7986a8f7bba28fc4cb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db9b00805e59c49b85b674e07613c484fceed8bd108c2ea04ecfa60a31e6cd17

import { ConcreteRequest } from 'relay-runtime';
export type NetworkType = "OPEN" | "PRIVATE" | "PUBLIC" | "%future added value";
export type PickersNetworksQuery$variables = {
  clientId?: string | null | undefined;
  excludeClientId?: string | null | undefined;
  query?: string | null | undefined;
};
export type PickersNetworksQuery$data = {
  readonly searchNetworks: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly type: NetworkType;
  }>;
};
export type PickersNetworksQuery = {
  response: PickersNetworksQuery$data;
  variables: PickersNetworksQuery$variables;
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
  "name": "excludeClientId"
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
        "name": "excludeClientId",
        "variableName": "excludeClientId"
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
    "concreteType": "Network",
    "kind": "LinkedField",
    "name": "searchNetworks",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
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
    "name": "PickersNetworksQuery",
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
    "name": "PickersNetworksQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "db9b00805e59c49b85b674e07613c484fceed8bd108c2ea04ecfa60a31e6cd17",
    "metadata": {},
    "name": "PickersNetworksQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c7e7f2aa90db504b12000a15143f45dc";

export default node;

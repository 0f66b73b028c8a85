/**
 * @generated SignedSource<<bd25c8df72b7ba721b099664729248cd>>
 * @relayHash 26795a21c504a7c8334bd488174a3eed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6ee1e06188c27b15acc497cd326a08a2717d18af4d7ac84b4206ab47e56b950

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type geocodingAddressQuery$variables = {
  address: string;
  language?: Language | null | undefined;
};
export type geocodingAddressQuery$data = {
  readonly geocode: ReadonlyArray<{
    readonly label: string;
    readonly latitude: number;
    readonly longitude: number;
  }>;
};
export type geocodingAddressQuery = {
  response: geocodingAddressQuery$data;
  variables: geocodingAddressQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "address"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "language"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "address",
        "variableName": "address"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 5
      },
      {
        "kind": "Variable",
        "name": "language",
        "variableName": "language"
      }
    ],
    "concreteType": "GeocodeResult",
    "kind": "LinkedField",
    "name": "geocode",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "latitude",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "longitude",
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
    "name": "geocodingAddressQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "geocodingAddressQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c6ee1e06188c27b15acc497cd326a08a2717d18af4d7ac84b4206ab47e56b950",
    "metadata": {},
    "name": "geocodingAddressQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4fc39cb00f7eb0cfcae2ce79b061af7b";

export default node;

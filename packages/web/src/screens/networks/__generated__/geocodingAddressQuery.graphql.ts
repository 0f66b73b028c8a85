/**
 * @generated SignedSource<<f867aa2de2b9c4ab470ee02619321c09>>
 * @relayHash 580291db910ea9677c1a44fa455b7a15
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc12b76c4de526eaabfe120e219cfdfefede7e415b566e00f6c52e9b954f1f38

import { ConcreteRequest } from 'relay-runtime';
export type GeocodePrecision = "ADDRESS" | "CITY" | "REGION" | "STREET" | "%future added value";
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
    readonly precision: GeocodePrecision;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "precision",
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
    "id": "cc12b76c4de526eaabfe120e219cfdfefede7e415b566e00f6c52e9b954f1f38",
    "metadata": {},
    "name": "geocodingAddressQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b38a9268565f6ef4efed2401fd6f02d0";

export default node;

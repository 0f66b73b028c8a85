/**
 * @generated SignedSource<<212ea9843bfb4e7487d5720dbcef47c6>>
 * @relayHash 8e6ada12d3e55f94722814237b2226cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 47c54eb605ff81a7eb338d148b1f39c224a451c876f7bb3f6f471d4628be0780

import { ConcreteRequest } from 'relay-runtime';
export type GeocodePrecision = "ADDRESS" | "CITY" | "REGION" | "STREET" | "%future added value";
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type geocodingReverseQuery$variables = {
  language?: Language | null | undefined;
  latitude: number;
  longitude: number;
};
export type geocodingReverseQuery$data = {
  readonly reverseGeocode: {
    readonly label: string;
    readonly latitude: number;
    readonly longitude: number;
    readonly precision: GeocodePrecision;
  } | null | undefined;
};
export type geocodingReverseQuery = {
  response: geocodingReverseQuery$data;
  variables: geocodingReverseQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "language"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "latitude"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "longitude"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "language",
        "variableName": "language"
      },
      {
        "kind": "Variable",
        "name": "latitude",
        "variableName": "latitude"
      },
      {
        "kind": "Variable",
        "name": "longitude",
        "variableName": "longitude"
      }
    ],
    "concreteType": "GeocodeResult",
    "kind": "LinkedField",
    "name": "reverseGeocode",
    "plural": false,
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "geocodingReverseQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "geocodingReverseQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "47c54eb605ff81a7eb338d148b1f39c224a451c876f7bb3f6f471d4628be0780",
    "metadata": {},
    "name": "geocodingReverseQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fb2c7737ead8eb6aa3f3f367edcb0dd6";

export default node;

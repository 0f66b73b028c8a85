/**
 * @generated SignedSource<<0a905fbaca9296fb02968b8b91e4783e>>
 * @relayHash 767123eeb4193c807cc306d6559ca19f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60d937cfb866a405e85dfd8d6857ba184eaa826a794ea3266896e158f19d0ff1

import { ConcreteRequest } from 'relay-runtime';
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
    "id": "60d937cfb866a405e85dfd8d6857ba184eaa826a794ea3266896e158f19d0ff1",
    "metadata": {},
    "name": "geocodingReverseQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "24755bc55cedc7d858e197d356ee9606";

export default node;

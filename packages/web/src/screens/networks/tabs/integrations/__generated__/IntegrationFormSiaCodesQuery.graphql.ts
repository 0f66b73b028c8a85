/**
 * @generated SignedSource<<cbec3f16f98eed39e7aff1390c2ace05>>
 * @relayHash 4d924cc7a490ac42ad1b30781adc3363
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03aa2ef5538efa42bae6753fdc09166a48d190008d1639f4a7b9dd158fe9b8d0

import { ConcreteRequest } from 'relay-runtime';
export type IntegrationFormSiaCodesQuery$variables = Record<PropertyKey, never>;
export type IntegrationFormSiaCodesQuery$data = {
  readonly siaCodes: ReadonlyArray<{
    readonly code: string;
    readonly names: ReadonlyArray<{
      readonly language: string;
      readonly name: string;
    }>;
  }>;
};
export type IntegrationFormSiaCodesQuery = {
  response: IntegrationFormSiaCodesQuery$data;
  variables: IntegrationFormSiaCodesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SiaCode",
    "kind": "LinkedField",
    "name": "siaCodes",
    "plural": true,
    "selections": [
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
        "concreteType": "TranslatedName",
        "kind": "LinkedField",
        "name": "names",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "language",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "IntegrationFormSiaCodesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IntegrationFormSiaCodesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "03aa2ef5538efa42bae6753fdc09166a48d190008d1639f4a7b9dd158fe9b8d0",
    "metadata": {},
    "name": "IntegrationFormSiaCodesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d615eb7f455c6fb438602bc447258256";

export default node;

/**
 * @generated SignedSource<<a3c657ed4561a2d3ab60bb08fcb23943>>
 * @relayHash 5dff20bcab34c8c4c66ff87f9d9e47dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID acd9ad8fbc9e61f86df68d3dcbea3b864cc609a65d66a87c10c2937418867e16

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_ADMIN" | "MULTI_CLIENT_ADMIN" | "ORGANIZATION_ADMIN" | "USER" | "%future added value";
export type NewDeviceScreenQuery$variables = Record<PropertyKey, never>;
export type NewDeviceScreenQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly roles: ReadonlyArray<Role>;
  } | null | undefined;
};
export type NewDeviceScreenQuery = {
  response: NewDeviceScreenQuery$data;
  variables: NewDeviceScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "name": "roles",
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
    "name": "NewDeviceScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewDeviceScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "acd9ad8fbc9e61f86df68d3dcbea3b864cc609a65d66a87c10c2937418867e16",
    "metadata": {},
    "name": "NewDeviceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dfdbeeb14df44f17bd2ad5943c0c3bcf";

export default node;

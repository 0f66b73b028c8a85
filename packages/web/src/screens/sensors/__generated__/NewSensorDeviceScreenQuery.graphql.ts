/**
 * @generated SignedSource<<38d04902559d8036ec14b6963c1464cf>>
 * @relayHash 837c74fa5d110d58a3f89a869bbf9a02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ada6308cfae6e6b2ced399d664db6def5c0352a6d0ff540c96fa4e8ef2696d7

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_ADMIN" | "MULTI_CLIENT_ADMIN" | "ORGANIZATION_ADMIN" | "USER" | "%future added value";
export type NewSensorDeviceScreenQuery$variables = Record<PropertyKey, never>;
export type NewSensorDeviceScreenQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly roles: ReadonlyArray<Role>;
  } | null | undefined;
};
export type NewSensorDeviceScreenQuery = {
  response: NewSensorDeviceScreenQuery$data;
  variables: NewSensorDeviceScreenQuery$variables;
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
    "name": "NewSensorDeviceScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewSensorDeviceScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9ada6308cfae6e6b2ced399d664db6def5c0352a6d0ff540c96fa4e8ef2696d7",
    "metadata": {},
    "name": "NewSensorDeviceScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "55503a58ea037dfb45675db3b8b0d8f8";

export default node;

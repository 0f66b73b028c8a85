/**
 * @generated SignedSource<<0f5612333a55070c1a21ebe7c47e27b9>>
 * @relayHash 67823bd76d3839346b774fa708fcd0e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d26417172b9024c78b6be889c5824bb334a058a63cb02881850d0b16d4282e3b

import { ConcreteRequest } from 'relay-runtime';
export type UserResetPasswordTabGenerateQuery$variables = Record<PropertyKey, never>;
export type UserResetPasswordTabGenerateQuery$data = {
  readonly generatedPassword: string;
};
export type UserResetPasswordTabGenerateQuery = {
  response: UserResetPasswordTabGenerateQuery$data;
  variables: UserResetPasswordTabGenerateQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "generatedPassword",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserResetPasswordTabGenerateQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserResetPasswordTabGenerateQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d26417172b9024c78b6be889c5824bb334a058a63cb02881850d0b16d4282e3b",
    "metadata": {},
    "name": "UserResetPasswordTabGenerateQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "56def872fcf6e0f9f1ccc276292cab6e";

export default node;

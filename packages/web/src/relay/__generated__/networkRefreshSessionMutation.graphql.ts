/**
 * @generated SignedSource<<e9bcf7919d315d1f8d878fb624064a0e>>
 * @relayHash 84f5bfaaddd2090cdcccc0b1db9b36a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da01770680fd5b31126d5cec709ec3c594ba08f6f1d3676b52494bbea6473550

import { ConcreteRequest } from 'relay-runtime';
export type networkRefreshSessionMutation$variables = Record<PropertyKey, never>;
export type networkRefreshSessionMutation$data = {
  readonly refreshSession: {
    readonly accessToken: string;
  };
};
export type networkRefreshSessionMutation = {
  response: networkRefreshSessionMutation$data;
  variables: networkRefreshSessionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RefreshSessionPayload",
    "kind": "LinkedField",
    "name": "refreshSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accessToken",
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
    "name": "networkRefreshSessionMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "networkRefreshSessionMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "da01770680fd5b31126d5cec709ec3c594ba08f6f1d3676b52494bbea6473550",
    "metadata": {},
    "name": "networkRefreshSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "521240ba35ab1ce07b2e00f7638cb1cc";

export default node;

/**
 * @generated SignedSource<<bb8a18318eaf51f0690bf84be6d25913>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type endSessionLogoutMutation$variables = Record<PropertyKey, never>;
export type endSessionLogoutMutation$data = {
  readonly logout: {
    readonly loggedOut: boolean;
  };
};
export type endSessionLogoutMutation = {
  response: endSessionLogoutMutation$data;
  variables: endSessionLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LogoutPayload",
    "kind": "LinkedField",
    "name": "logout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "loggedOut",
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
    "name": "endSessionLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "endSessionLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7afa7e4d01f51c67f45d1390ead78ccb",
    "id": null,
    "metadata": {},
    "name": "endSessionLogoutMutation",
    "operationKind": "mutation",
    "text": "mutation endSessionLogoutMutation {\n  logout {\n    loggedOut\n  }\n}\n"
  }
};
})();

(node as any).hash = "72778c294f1eb434501d1e137e4c14d5";

export default node;

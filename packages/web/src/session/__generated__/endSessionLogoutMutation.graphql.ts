/**
 * @generated SignedSource<<93b3bcb0e5f6f24920a17d40fb0c53c3>>
 * @relayHash 7afa7e4d01f51c67f45d1390ead78ccb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7182c4cc8bc7cc8e57a7c13b4b15e4d326533e0ea80078c43ebcc45b9b50b246

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
    "id": "7182c4cc8bc7cc8e57a7c13b4b15e4d326533e0ea80078c43ebcc45b9b50b246",
    "metadata": {},
    "name": "endSessionLogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "72778c294f1eb434501d1e137e4c14d5";

export default node;

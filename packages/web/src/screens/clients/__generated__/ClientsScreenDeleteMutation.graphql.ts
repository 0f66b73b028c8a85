/**
 * @generated SignedSource<<56f7b7310e3b248fd7ef75319ff34230>>
 * @relayHash 083394ffcfd90a037640232c196145fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a9cb96d0ca2369f60835b1be93bfac3285c4f98764eeb389feb2bb09b3945fd9

import { ConcreteRequest } from 'relay-runtime';
export type ClientsScreenDeleteMutation$variables = {
  id: string;
};
export type ClientsScreenDeleteMutation$data = {
  readonly deleteClient: {
    readonly deletedId: string;
  };
};
export type ClientsScreenDeleteMutation = {
  response: ClientsScreenDeleteMutation$data;
  variables: ClientsScreenDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ClientsScreenDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteClient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClientsScreenDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteClient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a9cb96d0ca2369f60835b1be93bfac3285c4f98764eeb389feb2bb09b3945fd9",
    "metadata": {},
    "name": "ClientsScreenDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "01a0a6978cc74758287e037e35e0a086";

export default node;

/**
 * @generated SignedSource<<5c0e7243f891d9e7937df0a5dc1dd7d3>>
 * @relayHash ff18ca234b042010579392967bf765af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e61db0277296dfa888c3a5fa04824837d6d4d332066806696a5d9685ac8bac46

import { ConcreteRequest } from 'relay-runtime';
export type NetworksScreenDeleteMutation$variables = {
  id: string;
};
export type NetworksScreenDeleteMutation$data = {
  readonly deleteNetwork: {
    readonly deletedId: string;
  };
};
export type NetworksScreenDeleteMutation = {
  response: NetworksScreenDeleteMutation$data;
  variables: NetworksScreenDeleteMutation$variables;
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
    "name": "NetworksScreenDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteNetwork",
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
    "name": "NetworksScreenDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteNetwork",
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
    "id": "e61db0277296dfa888c3a5fa04824837d6d4d332066806696a5d9685ac8bac46",
    "metadata": {},
    "name": "NetworksScreenDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "419724433d36da5022a60587cbc5508b";

export default node;

/**
 * @generated SignedSource<<0d2e81d615d86e9495fa1afaba77880c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetClientsDisplayInput = {
  display: ReadonlyArray<string>;
  hide: ReadonlyArray<string>;
};
export type ClientsScreenDisplayMutation$variables = {
  input: SetClientsDisplayInput;
};
export type ClientsScreenDisplayMutation$data = {
  readonly setClientsDisplay: {
    readonly clients: ReadonlyArray<{
      readonly displayed: boolean;
      readonly id: string;
    }>;
  };
};
export type ClientsScreenDisplayMutation = {
  response: ClientsScreenDisplayMutation$data;
  variables: ClientsScreenDisplayMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SetClientsDisplayPayload",
    "kind": "LinkedField",
    "name": "setClientsDisplay",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Client",
        "kind": "LinkedField",
        "name": "clients",
        "plural": true,
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
            "name": "displayed",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ClientsScreenDisplayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClientsScreenDisplayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3f102757afe42cff632cff45a9ee2680",
    "id": null,
    "metadata": {},
    "name": "ClientsScreenDisplayMutation",
    "operationKind": "mutation",
    "text": "mutation ClientsScreenDisplayMutation(\n  $input: SetClientsDisplayInput!\n) {\n  setClientsDisplay(input: $input) {\n    clients {\n      id\n      displayed\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "792b11f23760e95eff5ab3f5a0690245";

export default node;

/**
 * @generated SignedSource<<b3a5a6244702d996c5a38830ec4bed06>>
 * @relayHash 3f102757afe42cff632cff45a9ee2680
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f35f0e1da63c7a3d690703d8258d80e76fd5c0a2230b037a016930438068c38

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
    "id": "3f35f0e1da63c7a3d690703d8258d80e76fd5c0a2230b037a016930438068c38",
    "metadata": {},
    "name": "ClientsScreenDisplayMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "792b11f23760e95eff5ab3f5a0690245";

export default node;

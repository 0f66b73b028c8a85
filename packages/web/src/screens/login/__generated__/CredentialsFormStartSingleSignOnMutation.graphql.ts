/**
 * @generated SignedSource<<ac330a4ae06c1528ef61e59f609c5581>>
 * @relayHash 60af0f8970389c55e97cf9059c1d9946
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f33700711116d1355f68cb9c0f343de992e4b46d0f7548bd64215e4c5574ad6

import { ConcreteRequest } from 'relay-runtime';
export type StartSingleSignOnInput = {
  email: string;
  os?: string | null | undefined;
};
export type CredentialsFormStartSingleSignOnMutation$variables = {
  input: StartSingleSignOnInput;
};
export type CredentialsFormStartSingleSignOnMutation$data = {
  readonly startSingleSignOn: {
    readonly authorizeUrl: string;
  };
};
export type CredentialsFormStartSingleSignOnMutation = {
  response: CredentialsFormStartSingleSignOnMutation$data;
  variables: CredentialsFormStartSingleSignOnMutation$variables;
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
    "concreteType": "StartSingleSignOnPayload",
    "kind": "LinkedField",
    "name": "startSingleSignOn",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "authorizeUrl",
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
    "name": "CredentialsFormStartSingleSignOnMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CredentialsFormStartSingleSignOnMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1f33700711116d1355f68cb9c0f343de992e4b46d0f7548bd64215e4c5574ad6",
    "metadata": {},
    "name": "CredentialsFormStartSingleSignOnMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7071b3ce5a72b6fb244be3a0f734b5fc";

export default node;

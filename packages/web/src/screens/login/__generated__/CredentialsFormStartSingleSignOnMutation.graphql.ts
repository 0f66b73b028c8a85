/**
 * @generated SignedSource<<363e51bca8b83f0a64fdb4e67bbb1d2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StartSingleSignOnInput = {
  email: string;
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
    "cacheID": "60af0f8970389c55e97cf9059c1d9946",
    "id": null,
    "metadata": {},
    "name": "CredentialsFormStartSingleSignOnMutation",
    "operationKind": "mutation",
    "text": "mutation CredentialsFormStartSingleSignOnMutation(\n  $input: StartSingleSignOnInput!\n) {\n  startSingleSignOn(input: $input) {\n    authorizeUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "7071b3ce5a72b6fb244be3a0f734b5fc";

export default node;

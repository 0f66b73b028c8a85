/**
 * @generated SignedSource<<9ab169548f8abde1db737b055671bcbf>>
 * @relayHash 3ac9e03d9602ff0e77f7d1bb91b7e29d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bdcbfed59917a73f85355b3fe1e3a0a28f6a5e6a9bae3954289bd5eb105b15e9

import { ConcreteRequest } from 'relay-runtime';
export type ResendOneTimeCodeInput = {
  userId: string;
};
export type OneTimeCodeFormResendMutation$variables = {
  input: ResendOneTimeCodeInput;
};
export type OneTimeCodeFormResendMutation$data = {
  readonly resendOneTimeCode: {
    readonly sent: boolean;
  };
};
export type OneTimeCodeFormResendMutation = {
  response: OneTimeCodeFormResendMutation$data;
  variables: OneTimeCodeFormResendMutation$variables;
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
    "concreteType": "ResendOneTimeCodePayload",
    "kind": "LinkedField",
    "name": "resendOneTimeCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sent",
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
    "name": "OneTimeCodeFormResendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OneTimeCodeFormResendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bdcbfed59917a73f85355b3fe1e3a0a28f6a5e6a9bae3954289bd5eb105b15e9",
    "metadata": {},
    "name": "OneTimeCodeFormResendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d7cb8b4cbc73f9958c9676c69415ee0f";

export default node;

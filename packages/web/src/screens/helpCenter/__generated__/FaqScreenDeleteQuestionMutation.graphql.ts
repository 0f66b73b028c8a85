/**
 * @generated SignedSource<<b6c3fb870463a78af1a42ed1fbfa058c>>
 * @relayHash d6c898b3b9715b65604222cd46045adc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 134a11ddfc8a73a06784a00265606d694f7a19503a62db4172bae23f10a5ad85

import { ConcreteRequest } from 'relay-runtime';
export type FaqScreenDeleteQuestionMutation$variables = {
  id: string;
};
export type FaqScreenDeleteQuestionMutation$data = {
  readonly deleteFaqQuestion: {
    readonly deletedId: string;
  };
};
export type FaqScreenDeleteQuestionMutation = {
  response: FaqScreenDeleteQuestionMutation$data;
  variables: FaqScreenDeleteQuestionMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "DeletePayload",
    "kind": "LinkedField",
    "name": "deleteFaqQuestion",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "FaqScreenDeleteQuestionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FaqScreenDeleteQuestionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "134a11ddfc8a73a06784a00265606d694f7a19503a62db4172bae23f10a5ad85",
    "metadata": {},
    "name": "FaqScreenDeleteQuestionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d2c6a0f9a056cfdc9621fcd1a8e9e9ae";

export default node;

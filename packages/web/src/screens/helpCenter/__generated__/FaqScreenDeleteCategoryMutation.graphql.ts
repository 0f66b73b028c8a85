/**
 * @generated SignedSource<<a2a3a67aacd9ffe37b3bb7fb1c9c12c2>>
 * @relayHash 478498c3197459cdbd4cf49c2cc9acfe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99a51fae3b393b55f27d6af3b838a3699fad7303f391e54e8eac04241ee34cd8

import { ConcreteRequest } from 'relay-runtime';
export type FaqScreenDeleteCategoryMutation$variables = {
  id: string;
};
export type FaqScreenDeleteCategoryMutation$data = {
  readonly deleteFaqCategory: {
    readonly deletedId: string;
  };
};
export type FaqScreenDeleteCategoryMutation = {
  response: FaqScreenDeleteCategoryMutation$data;
  variables: FaqScreenDeleteCategoryMutation$variables;
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
    "name": "deleteFaqCategory",
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
    "name": "FaqScreenDeleteCategoryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FaqScreenDeleteCategoryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "99a51fae3b393b55f27d6af3b838a3699fad7303f391e54e8eac04241ee34cd8",
    "metadata": {},
    "name": "FaqScreenDeleteCategoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "09b5f8cca095668cab5fa685061caeb7";

export default node;

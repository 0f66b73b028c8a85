/**
 * @generated SignedSource<<ab6ced4997acc73942ed69db1293cad1>>
 * @relayHash 1cba3f2722a591ad42f1b10274ce1738
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID acf0d85f2d3a23b31a9e91248fd5f63abbdc9c55011c94f9cd80f9a0bdb704b0

import { ConcreteRequest } from 'relay-runtime';
export type DocumentScreenDeleteMutation$variables = {
  id: string;
};
export type DocumentScreenDeleteMutation$data = {
  readonly deleteDocument: {
    readonly deletedId: string;
  };
};
export type DocumentScreenDeleteMutation = {
  response: DocumentScreenDeleteMutation$data;
  variables: DocumentScreenDeleteMutation$variables;
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
    "name": "deleteDocument",
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
    "name": "DocumentScreenDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentScreenDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "acf0d85f2d3a23b31a9e91248fd5f63abbdc9c55011c94f9cd80f9a0bdb704b0",
    "metadata": {},
    "name": "DocumentScreenDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "04e3ca699ed6ad1558f08eb7769595d0";

export default node;

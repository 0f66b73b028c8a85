/**
 * @generated SignedSource<<4e6435cc8d87cfe4fdf8cd196b5c658e>>
 * @relayHash 89e339bd7352e92fa471e8e7382cf046
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60e4c09c16ee1d15d5f82333a8b20be399ae6e8ed988302c78ad32d109fee03a

import { ConcreteRequest } from 'relay-runtime';
export type DocumentFormDiscardMutation$variables = {
  id: string;
};
export type DocumentFormDiscardMutation$data = {
  readonly deleteDocument: {
    readonly deletedId: string;
  };
};
export type DocumentFormDiscardMutation = {
  response: DocumentFormDiscardMutation$data;
  variables: DocumentFormDiscardMutation$variables;
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
    "name": "DocumentFormDiscardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentFormDiscardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "60e4c09c16ee1d15d5f82333a8b20be399ae6e8ed988302c78ad32d109fee03a",
    "metadata": {},
    "name": "DocumentFormDiscardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e380faf3daf133773a06fe5fef0b3499";

export default node;

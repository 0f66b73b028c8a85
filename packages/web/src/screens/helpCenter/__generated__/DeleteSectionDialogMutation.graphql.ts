/**
 * @generated SignedSource<<a12b35015f69b6ac4a6d06822766fe20>>
 * @relayHash ae04fb2a81bd059b88e7797b7c905ad3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c099897eddaf4bc04bfd831420aec5c5a94fc4ba7b4e6c3f801daaa31b0a2d61

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSectionDialogMutation$variables = {
  id: string;
};
export type DeleteSectionDialogMutation$data = {
  readonly deleteHelpSection: {
    readonly deletedId: string;
  };
};
export type DeleteSectionDialogMutation = {
  response: DeleteSectionDialogMutation$data;
  variables: DeleteSectionDialogMutation$variables;
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
    "name": "deleteHelpSection",
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
    "name": "DeleteSectionDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteSectionDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c099897eddaf4bc04bfd831420aec5c5a94fc4ba7b4e6c3f801daaa31b0a2d61",
    "metadata": {},
    "name": "DeleteSectionDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0f3b4e2077f9312355ee1093eadcf20d";

export default node;

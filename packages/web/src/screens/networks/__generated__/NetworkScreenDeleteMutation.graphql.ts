/**
 * @generated SignedSource<<f2a9464d79258cd5cb38ba9790b6699f>>
 * @relayHash 08c9f3580b62cc3b1944069029480e5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d097c0e0808d86b90f16507e2edf6e4547da1766dc8e67e91ff47970b87774eb

import { ConcreteRequest } from 'relay-runtime';
export type NetworkScreenDeleteMutation$variables = {
  id: string;
};
export type NetworkScreenDeleteMutation$data = {
  readonly deleteNetwork: {
    readonly deletedId: string;
  };
};
export type NetworkScreenDeleteMutation = {
  response: NetworkScreenDeleteMutation$data;
  variables: NetworkScreenDeleteMutation$variables;
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
    "name": "deleteNetwork",
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
    "name": "NetworkScreenDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NetworkScreenDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d097c0e0808d86b90f16507e2edf6e4547da1766dc8e67e91ff47970b87774eb",
    "metadata": {},
    "name": "NetworkScreenDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cde10f34e5d9f22a6cfe2c3863204a2f";

export default node;

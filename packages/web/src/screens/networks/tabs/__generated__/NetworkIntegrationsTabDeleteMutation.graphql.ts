/**
 * @generated SignedSource<<7e827e7f625d5ed1452887c49b129ba8>>
 * @relayHash 12b711d2702150eb7e8f2cd78a9a785c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5d967eadf299a647e76197831ac65bf0322fc90eb462bca451f3ec5e4bf2dd7

import { ConcreteRequest } from 'relay-runtime';
export type NetworkIntegrationsTabDeleteMutation$variables = {
  id: string;
};
export type NetworkIntegrationsTabDeleteMutation$data = {
  readonly deleteIntegration: {
    readonly deletedId: string;
  };
};
export type NetworkIntegrationsTabDeleteMutation = {
  response: NetworkIntegrationsTabDeleteMutation$data;
  variables: NetworkIntegrationsTabDeleteMutation$variables;
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
    "name": "deleteIntegration",
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
    "name": "NetworkIntegrationsTabDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NetworkIntegrationsTabDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b5d967eadf299a647e76197831ac65bf0322fc90eb462bca451f3ec5e4bf2dd7",
    "metadata": {},
    "name": "NetworkIntegrationsTabDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2a7581ad2b29a9004f62ac0d07d95580";

export default node;

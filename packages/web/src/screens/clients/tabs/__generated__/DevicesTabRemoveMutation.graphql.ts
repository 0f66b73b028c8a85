/**
 * @generated SignedSource<<168dee835676a66713538a85e61c4a2d>>
 * @relayHash fd5bdfcb7f1992cce3d6031714d1896d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 800992e9ca1b2bf28d7187e2f2ad04a137d1b96955222c31fc5aea9e40a2e246

import { ConcreteRequest } from 'relay-runtime';
export type DevicesTabRemoveMutation$variables = {
  deviceId: string;
  id: string;
};
export type DevicesTabRemoveMutation$data = {
  readonly removeDeviceFromClient: {
    readonly client: {
      readonly deviceCount: number;
      readonly id: string;
    };
    readonly removedId: string;
  };
};
export type DevicesTabRemoveMutation = {
  response: DevicesTabRemoveMutation$data;
  variables: DevicesTabRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "deviceId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "deviceId",
        "variableName": "deviceId"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "RemovePayload",
    "kind": "LinkedField",
    "name": "removeDeviceFromClient",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Client",
        "kind": "LinkedField",
        "name": "client",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deviceCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DevicesTabRemoveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DevicesTabRemoveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "800992e9ca1b2bf28d7187e2f2ad04a137d1b96955222c31fc5aea9e40a2e246",
    "metadata": {},
    "name": "DevicesTabRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4a7c22970ec1f99ce175f60c7c56575c";

export default node;

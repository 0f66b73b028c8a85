/**
 * @generated SignedSource<<67d5e03147c3ae398a5409131a1bfffa>>
 * @relayHash 37b6f0886439c3516268bc7d7719424e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 499f093ee1d6a9c92502b72bdf4dae73e92877ba84fd8a4fea78e58389dcaead

import { ConcreteRequest } from 'relay-runtime';
export type FlicDevicePageDeleteMutation$variables = {
  id: string;
};
export type FlicDevicePageDeleteMutation$data = {
  readonly deleteFlicDevice: {
    readonly deletedId: string;
  };
};
export type FlicDevicePageDeleteMutation = {
  response: FlicDevicePageDeleteMutation$data;
  variables: FlicDevicePageDeleteMutation$variables;
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
    "name": "deleteFlicDevice",
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
    "name": "FlicDevicePageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FlicDevicePageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "499f093ee1d6a9c92502b72bdf4dae73e92877ba84fd8a4fea78e58389dcaead",
    "metadata": {},
    "name": "FlicDevicePageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d99a0a4091e56aff19ab0487d92e5961";

export default node;

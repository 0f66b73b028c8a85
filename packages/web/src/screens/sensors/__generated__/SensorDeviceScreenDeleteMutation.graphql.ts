/**
 * @generated SignedSource<<ff49d4aec72ae0dd5ff44cc5dd928681>>
 * @relayHash 13750e569645f6905b91935355ae0f69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d86cfc4fa2aa2127be5adab387fe40bb0f059eb807fb0dbd3d7cb76e6016628f

import { ConcreteRequest } from 'relay-runtime';
export type SensorDeviceScreenDeleteMutation$variables = {
  id: string;
};
export type SensorDeviceScreenDeleteMutation$data = {
  readonly deleteSensorDevice: {
    readonly deletedId: string;
  };
};
export type SensorDeviceScreenDeleteMutation = {
  response: SensorDeviceScreenDeleteMutation$data;
  variables: SensorDeviceScreenDeleteMutation$variables;
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
    "name": "deleteSensorDevice",
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
    "name": "SensorDeviceScreenDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SensorDeviceScreenDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d86cfc4fa2aa2127be5adab387fe40bb0f059eb807fb0dbd3d7cb76e6016628f",
    "metadata": {},
    "name": "SensorDeviceScreenDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2363840525167ac48ba89dbce5147e45";

export default node;

/**
 * @generated SignedSource<<11d97b2120c42e12bcc83d759827afdf>>
 * @relayHash c46a4ef4ae8a558b4ff13bef64840265
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78c81f02d4e3231005231afb6b76189e19685b9f72bc5fa136802f9af5d65559

import { ConcreteRequest } from 'relay-runtime';
export type MultiAlertsTabDeleteMutation$variables = {
  id: string;
};
export type MultiAlertsTabDeleteMutation$data = {
  readonly deleteMultiAlert: {
    readonly deletedId: string;
  };
};
export type MultiAlertsTabDeleteMutation = {
  response: MultiAlertsTabDeleteMutation$data;
  variables: MultiAlertsTabDeleteMutation$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MultiAlertsTabDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteMultiAlert",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MultiAlertsTabDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteMultiAlert",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "78c81f02d4e3231005231afb6b76189e19685b9f72bc5fa136802f9af5d65559",
    "metadata": {},
    "name": "MultiAlertsTabDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "af3dcfb86381793f4d7537ed0178cb48";

export default node;

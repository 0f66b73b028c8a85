/**
 * @generated SignedSource<<f246eb51576aa396635f28cddedf6fc3>>
 * @relayHash a17cceb50b0b90f94efcebc0f2262fab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c145f175cea6971e4eaf28adaa039ab6fed85dfa009ce121a2248e195980d7e1

import { ConcreteRequest } from 'relay-runtime';
export type ClientHeaderDeleteMutation$variables = {
  id: string;
};
export type ClientHeaderDeleteMutation$data = {
  readonly deleteClient: {
    readonly deletedId: string;
  };
};
export type ClientHeaderDeleteMutation = {
  response: ClientHeaderDeleteMutation$data;
  variables: ClientHeaderDeleteMutation$variables;
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
    "name": "ClientHeaderDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteClient",
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
    "name": "ClientHeaderDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteClient",
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
    "id": "c145f175cea6971e4eaf28adaa039ab6fed85dfa009ce121a2248e195980d7e1",
    "metadata": {},
    "name": "ClientHeaderDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "539057660bf79024de1fdb43c6342dd7";

export default node;

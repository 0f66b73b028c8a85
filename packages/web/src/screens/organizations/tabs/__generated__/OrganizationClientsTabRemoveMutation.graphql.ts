/**
 * @generated SignedSource<<df3da358f50749d7a18f5f39aedb2fd2>>
 * @relayHash 7ed937b763bf281a7f1f38a3b49b3e0d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4892485e4246735bc643a8e24b51cc44a6064d47b337b6403ed35d83606b3f9b

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationClientsTabRemoveMutation$variables = {
  clientId: string;
  id: string;
};
export type OrganizationClientsTabRemoveMutation$data = {
  readonly removeClientFromOrganization: {
    readonly organization: {
      readonly clientCount: number;
      readonly id: string;
    };
    readonly removedId: string;
  };
};
export type OrganizationClientsTabRemoveMutation = {
  response: OrganizationClientsTabRemoveMutation$data;
  variables: OrganizationClientsTabRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientId"
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
        "name": "clientId",
        "variableName": "clientId"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "OrganizationRemovePayload",
    "kind": "LinkedField",
    "name": "removeClientFromOrganization",
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
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
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
            "name": "clientCount",
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
    "name": "OrganizationClientsTabRemoveMutation",
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
    "name": "OrganizationClientsTabRemoveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "4892485e4246735bc643a8e24b51cc44a6064d47b337b6403ed35d83606b3f9b",
    "metadata": {},
    "name": "OrganizationClientsTabRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "328f9d9f1b9f0647a02c668714d5ea72";

export default node;

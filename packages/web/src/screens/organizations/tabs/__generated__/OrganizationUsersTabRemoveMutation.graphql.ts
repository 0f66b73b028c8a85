/**
 * @generated SignedSource<<6c0b46802203a12b6db5215ab232fbca>>
 * @relayHash d24f110ebade89036225f839efa13a3a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50ceb0ac5dc3440e61939e9b2bcbcfde1a70c20da8a7838da9fb94ba9fd92de6

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationUsersTabRemoveMutation$variables = {
  id: string;
  userId: string;
};
export type OrganizationUsersTabRemoveMutation$data = {
  readonly removeUserFromOrganization: {
    readonly organization: {
      readonly id: string;
      readonly userCount: number;
    };
    readonly removedId: string;
  };
};
export type OrganizationUsersTabRemoveMutation = {
  response: OrganizationUsersTabRemoveMutation$data;
  variables: OrganizationUsersTabRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
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
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "OrganizationRemovePayload",
    "kind": "LinkedField",
    "name": "removeUserFromOrganization",
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
            "name": "userCount",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganizationUsersTabRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganizationUsersTabRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "50ceb0ac5dc3440e61939e9b2bcbcfde1a70c20da8a7838da9fb94ba9fd92de6",
    "metadata": {},
    "name": "OrganizationUsersTabRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c2fcbbced83b06b06b6deb64bbcec0bd";

export default node;

/**
 * @generated SignedSource<<6dd552d2973b40214203c8f869fb8670>>
 * @relayHash 290542f052d225cd9a27e7d7bff52bc7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e205ba7921e8a7a8595462786ff14ff43d970825859eb068705c54fbc70e4c6e

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationClientsOnDelete = "DELETE" | "DETACH" | "%future added value";
export type OrganizationDeleteDialogMutation$variables = {
  clients?: OrganizationClientsOnDelete | null | undefined;
  id: string;
};
export type OrganizationDeleteDialogMutation$data = {
  readonly deleteOrganization: {
    readonly deletedId: string;
  };
};
export type OrganizationDeleteDialogMutation = {
  response: OrganizationDeleteDialogMutation$data;
  variables: OrganizationDeleteDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clients"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "clients",
    "variableName": "clients"
  },
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganizationDeleteDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteOrganization",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
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
    "name": "OrganizationDeleteDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePayload",
        "kind": "LinkedField",
        "name": "deleteOrganization",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
    "id": "e205ba7921e8a7a8595462786ff14ff43d970825859eb068705c54fbc70e4c6e",
    "metadata": {},
    "name": "OrganizationDeleteDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "67bc820dfbf6aed99193b46be17bd817";

export default node;

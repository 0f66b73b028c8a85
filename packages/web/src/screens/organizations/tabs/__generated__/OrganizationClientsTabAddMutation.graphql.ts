/**
 * @generated SignedSource<<39c67e7e485fed09826b71e497b81cda>>
 * @relayHash 6bd89d7d4a8617cb3da99f3bb4234b9b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 833fd3d7dfddfe3f8c09a692cb9565851e393faa41b9076f67c86be1a45181c7

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationClientsTabAddMutation$variables = {
  clientIds: ReadonlyArray<string>;
  id: string;
};
export type OrganizationClientsTabAddMutation$data = {
  readonly addClientsToOrganization: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly organization: {
      readonly clientCount: number;
      readonly id: string;
    } | null | undefined;
  };
};
export type OrganizationClientsTabAddMutation = {
  response: OrganizationClientsTabAddMutation$data;
  variables: OrganizationClientsTabAddMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientIds"
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
        "name": "clientIds",
        "variableName": "clientIds"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "OrganizationPayload",
    "kind": "LinkedField",
    "name": "addClientsToOrganization",
    "plural": false,
    "selections": [
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "name": "OrganizationClientsTabAddMutation",
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
    "name": "OrganizationClientsTabAddMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "833fd3d7dfddfe3f8c09a692cb9565851e393faa41b9076f67c86be1a45181c7",
    "metadata": {},
    "name": "OrganizationClientsTabAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "17f2cbccd725e8a21277fff0d4858253";

export default node;

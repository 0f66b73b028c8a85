/**
 * @generated SignedSource<<2027020815f99108cad702426e6849e9>>
 * @relayHash 93176c5e306bc75db7d64c5f52615c37
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 412e43ec48fd63ef1e0bfc9087503cb97704245bc103c36aa051c98131ffcf00

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationInput = {
  contactEmail?: string | null | undefined;
  contactName?: string | null | undefined;
  contactPhone?: string | null | undefined;
  description?: string | null | undefined;
  name: string;
  registrationNumber?: string | null | undefined;
};
export type NewOrganizationScreenMutation$variables = {
  input: OrganizationInput;
};
export type NewOrganizationScreenMutation$data = {
  readonly createOrganization: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly organization: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  };
};
export type NewOrganizationScreenMutation = {
  response: NewOrganizationScreenMutation$data;
  variables: NewOrganizationScreenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "OrganizationPayload",
    "kind": "LinkedField",
    "name": "createOrganization",
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
            "name": "name",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewOrganizationScreenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewOrganizationScreenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "412e43ec48fd63ef1e0bfc9087503cb97704245bc103c36aa051c98131ffcf00",
    "metadata": {},
    "name": "NewOrganizationScreenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "93ef914c067b4887e71de1d9129e5637";

export default node;

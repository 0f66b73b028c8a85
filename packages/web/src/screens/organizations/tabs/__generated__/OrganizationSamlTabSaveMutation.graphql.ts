/**
 * @generated SignedSource<<e1422e9c464626e2fd2711647eae397b>>
 * @relayHash 311a0d7f557687fddc4960b0f73fde15
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 381b94b343f4e87714b8801a030dd40d13c8153f2f0ed4df5cf2ecb756023c07

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationSamlSettingsInput = {
  samlAllowUserCreation: boolean;
  samlEmailDomains: ReadonlyArray<string>;
  samlMetadataUrl?: string | null | undefined;
};
export type OrganizationSamlTabSaveMutation$variables = {
  id: string;
  input: OrganizationSamlSettingsInput;
};
export type OrganizationSamlTabSaveMutation$data = {
  readonly updateOrganizationSamlSettings: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly organization: {
      readonly id: string;
      readonly samlSettings: {
        readonly samlAllowUserCreation: boolean;
        readonly samlEmailDomains: ReadonlyArray<string>;
        readonly samlMetadataUrl: string | null | undefined;
      };
    } | null | undefined;
  };
};
export type OrganizationSamlTabSaveMutation = {
  response: OrganizationSamlTabSaveMutation$data;
  variables: OrganizationSamlTabSaveMutation$variables;
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
    "name": "input"
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "OrganizationPayload",
    "kind": "LinkedField",
    "name": "updateOrganizationSamlSettings",
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
            "concreteType": "OrganizationSamlSettings",
            "kind": "LinkedField",
            "name": "samlSettings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "samlMetadataUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "samlEmailDomains",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "samlAllowUserCreation",
                "storageKey": null
              }
            ],
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
    "name": "OrganizationSamlTabSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganizationSamlTabSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "381b94b343f4e87714b8801a030dd40d13c8153f2f0ed4df5cf2ecb756023c07",
    "metadata": {},
    "name": "OrganizationSamlTabSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9797a6332b621f9fe9d4a843d614d4fc";

export default node;

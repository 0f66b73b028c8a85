/**
 * @generated SignedSource<<3fe14310a7fee833825e91c9adfe00c6>>
 * @relayHash 117beed310a2eb1e79e7fc3c506d132b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 34911ec462e5d7617e490bb0859e2aa5c1a6092e555f86ed3d7dbd1ae682ca89

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationSamlSettingsInput = {
  samlAllowIdpInitiated?: boolean | null | undefined;
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
        readonly samlAllowIdpInitiated: boolean;
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "samlAllowIdpInitiated",
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
    "id": "34911ec462e5d7617e490bb0859e2aa5c1a6092e555f86ed3d7dbd1ae682ca89",
    "metadata": {},
    "name": "OrganizationSamlTabSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "366d367a0a26c0fa26bf02a2049c5cd6";

export default node;

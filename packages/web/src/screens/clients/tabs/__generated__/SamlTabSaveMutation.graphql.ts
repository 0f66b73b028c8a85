/**
 * @generated SignedSource<<47ae42cfd13c7c52bb0000f17d63f9e2>>
 * @relayHash 14b4576b2ae6bf0f4aa84439707c592f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 467cb45d0addb3a6851e3a2dff22bac9261c594bbb39ee86727416f768f448d6

import { ConcreteRequest } from 'relay-runtime';
export type ClientSamlSettingsInput = {
  samlMetadataUrl?: string | null | undefined;
  samlSelectedNetworkIds: ReadonlyArray<string>;
};
export type SamlTabSaveMutation$variables = {
  id: string;
  input: ClientSamlSettingsInput;
};
export type SamlTabSaveMutation$data = {
  readonly updateClientSamlSettings: {
    readonly client: {
      readonly id: string;
      readonly samlSettings: {
        readonly samlEmailDomains: ReadonlyArray<string>;
        readonly samlMetadataUrl: string | null | undefined;
        readonly samlSelectedNetworks: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
      } | null | undefined;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type SamlTabSaveMutation = {
  response: SamlTabSaveMutation$data;
  variables: SamlTabSaveMutation$variables;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
    "concreteType": "ClientPayload",
    "kind": "LinkedField",
    "name": "updateClientSamlSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Client",
        "kind": "LinkedField",
        "name": "client",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientSamlSettings",
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
                "concreteType": "Network",
                "kind": "LinkedField",
                "name": "samlSelectedNetworks",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
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
    "name": "SamlTabSaveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SamlTabSaveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "467cb45d0addb3a6851e3a2dff22bac9261c594bbb39ee86727416f768f448d6",
    "metadata": {},
    "name": "SamlTabSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a7a04453347a5559895e9f08f37f0691";

export default node;

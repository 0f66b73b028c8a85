/**
 * @generated SignedSource<<cbf51dad4126b8c8aee5fc161c353f22>>
 * @relayHash 307405941d4343c06b733206c3b1db3c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f77c412962f01265801903f7d896be9f0a0447bfabaf536b570b604b56a3e443

import { ConcreteRequest } from 'relay-runtime';
export type IntegrationKeyFormat = "HEX" | "TEXT" | "%future added value";
export type IntegrationEncryptionKeyInput = {
  format?: IntegrationKeyFormat | null | undefined;
  key?: string | null | undefined;
  keyBits?: number | null | undefined;
};
export type IntegrationEncryptionRotateMutation$variables = {
  id: string;
  input: IntegrationEncryptionKeyInput;
};
export type IntegrationEncryptionRotateMutation$data = {
  readonly setIntegrationEncryptionKey: {
    readonly encryptionKey: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly integration: {
      readonly encryption: {
        readonly enabled: boolean;
        readonly keyBits: number | null | undefined;
        readonly keySet: boolean;
        readonly keySetAt: string | null | undefined;
      };
      readonly id: string;
    } | null | undefined;
  };
};
export type IntegrationEncryptionRotateMutation = {
  response: IntegrationEncryptionRotateMutation$data;
  variables: IntegrationEncryptionRotateMutation$variables;
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
    "concreteType": "IntegrationPayload",
    "kind": "LinkedField",
    "name": "setIntegrationEncryptionKey",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Integration",
        "kind": "LinkedField",
        "name": "integration",
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
            "concreteType": "IntegrationEncryption",
            "kind": "LinkedField",
            "name": "encryption",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "keySet",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "keyBits",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "keySetAt",
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
        "kind": "ScalarField",
        "name": "encryptionKey",
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
    "name": "IntegrationEncryptionRotateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IntegrationEncryptionRotateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f77c412962f01265801903f7d896be9f0a0447bfabaf536b570b604b56a3e443",
    "metadata": {},
    "name": "IntegrationEncryptionRotateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a561f5bec8e48b54ee4b9347a5dc19a0";

export default node;

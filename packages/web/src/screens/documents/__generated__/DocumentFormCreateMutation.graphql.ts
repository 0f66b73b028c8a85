/**
 * @generated SignedSource<<0e9f8ef409141681c6a3d981d2d9e273>>
 * @relayHash 9ef9aa0e14575349b50bc1441a810278
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c426115362d8885718550d02dfafb7f9e2461a828f3ce171890ac6bde1b4b735

import { ConcreteRequest } from 'relay-runtime';
export type DocumentLanguage = "ALL" | "EN" | "ES" | "SV" | "%future added value";
export type DocumentType = "BACKOFFICE" | "PRIVATE" | "PUBLIC" | "%future added value";
export type DocumentInput = {
  clientIds: ReadonlyArray<string>;
  description?: string | null | undefined;
  file?: DocumentFileInput | null | undefined;
  lang: DocumentLanguage;
  name?: string | null | undefined;
  organizationId?: string | null | undefined;
  releaseNote?: boolean | null | undefined;
  section?: string | null | undefined;
  type: DocumentType;
};
export type DocumentFileInput = {
  contentType: string;
  filename: string;
  size: number;
};
export type DocumentFormCreateMutation$variables = {
  input: DocumentInput;
};
export type DocumentFormCreateMutation$data = {
  readonly createDocument: {
    readonly document: {
      readonly id: string;
      readonly releaseNote: boolean;
      readonly section: string | null | undefined;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly uploadUrl: string | null | undefined;
  };
};
export type DocumentFormCreateMutation = {
  response: DocumentFormCreateMutation$data;
  variables: DocumentFormCreateMutation$variables;
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
    "concreteType": "DocumentUploadPayload",
    "kind": "LinkedField",
    "name": "createDocument",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
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
            "name": "section",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "releaseNote",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "uploadUrl",
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
    "name": "DocumentFormCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentFormCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c426115362d8885718550d02dfafb7f9e2461a828f3ce171890ac6bde1b4b735",
    "metadata": {},
    "name": "DocumentFormCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "21db3c592fda3853ce218f83f1df0fb5";

export default node;

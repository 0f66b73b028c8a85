/**
 * @generated SignedSource<<65e2dec0f9b5dcefdd15ba55944118d0>>
 * @relayHash afb375127ff1fe05e815689b61f0165c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3835f16809d2b6c44c1296cf9d47aa03c1efb861426b8046bf5646a6c5cde3d1

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type FaqQuestionInput = {
  answer: string;
  category?: string | null | undefined;
  categoryId?: string | null | undefined;
  lang: Language;
  question: string;
};
export type FaqQuestionFormScreenUpdateMutation$variables = {
  id: string;
  input: FaqQuestionInput;
};
export type FaqQuestionFormScreenUpdateMutation$data = {
  readonly updateFaqQuestion: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly question: {
      readonly answer: string;
      readonly categoryId: string;
      readonly id: string;
      readonly lang: Language;
      readonly question: string;
    } | null | undefined;
  };
};
export type FaqQuestionFormScreenUpdateMutation = {
  response: FaqQuestionFormScreenUpdateMutation$data;
  variables: FaqQuestionFormScreenUpdateMutation$variables;
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
    "concreteType": "FaqQuestionPayload",
    "kind": "LinkedField",
    "name": "updateFaqQuestion",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FaqQuestion",
        "kind": "LinkedField",
        "name": "question",
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
            "name": "question",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "answer",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "categoryId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lang",
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
    "name": "FaqQuestionFormScreenUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FaqQuestionFormScreenUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3835f16809d2b6c44c1296cf9d47aa03c1efb861426b8046bf5646a6c5cde3d1",
    "metadata": {},
    "name": "FaqQuestionFormScreenUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5e690cd07ad901bd79ddcedfc836d9b9";

export default node;

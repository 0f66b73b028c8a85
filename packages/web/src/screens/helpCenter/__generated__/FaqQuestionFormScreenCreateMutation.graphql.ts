/**
 * @generated SignedSource<<949e40feefb0dd98c4f95ecaf86fe014>>
 * @relayHash 3ff080f3156d7b21a4505bdccbd9809b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c4068b3920de07349329bc893557454c3a43838c33b1011cc9d42df681bf164

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type FaqQuestionInput = {
  answer: string;
  category?: string | null | undefined;
  categoryId?: string | null | undefined;
  lang: Language;
  question: string;
};
export type FaqQuestionFormScreenCreateMutation$variables = {
  input: FaqQuestionInput;
};
export type FaqQuestionFormScreenCreateMutation$data = {
  readonly createFaqQuestion: {
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
export type FaqQuestionFormScreenCreateMutation = {
  response: FaqQuestionFormScreenCreateMutation$data;
  variables: FaqQuestionFormScreenCreateMutation$variables;
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
    "concreteType": "FaqQuestionPayload",
    "kind": "LinkedField",
    "name": "createFaqQuestion",
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
    "name": "FaqQuestionFormScreenCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FaqQuestionFormScreenCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9c4068b3920de07349329bc893557454c3a43838c33b1011cc9d42df681bf164",
    "metadata": {},
    "name": "FaqQuestionFormScreenCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "360e213e170dcbb6aaf84698dc42dac5";

export default node;

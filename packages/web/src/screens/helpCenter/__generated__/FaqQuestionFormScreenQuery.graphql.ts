/**
 * @generated SignedSource<<6aa782142c31bdd933ba9e555ec87021>>
 * @relayHash 8af085bbfb626b5343863963a70d80a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f6c0deb6e0e0bcc5d01abcc1ef71078ca5874be306169ffd818498f1a1a6d04

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type FaqQuestionFormScreenQuery$variables = {
  editing: boolean;
  id: string;
};
export type FaqQuestionFormScreenQuery$data = {
  readonly en: ReadonlyArray<{
    readonly category: string;
    readonly id: string;
  }>;
  readonly es: ReadonlyArray<{
    readonly category: string;
    readonly id: string;
  }>;
  readonly node?: {
    readonly answer?: string;
    readonly categoryId?: string;
    readonly id?: string;
    readonly lang?: Language;
    readonly question?: string;
  } | null | undefined;
  readonly sv: ReadonlyArray<{
    readonly category: string;
    readonly id: string;
  }>;
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type FaqQuestionFormScreenQuery = {
  response: FaqQuestionFormScreenQuery$data;
  variables: FaqQuestionFormScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "editing"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "question",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "answer",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "categoryId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lang",
  "storageKey": null
},
v9 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "category",
    "storageKey": null
  }
],
v10 = {
  "alias": "en",
  "args": [
    {
      "kind": "Literal",
      "name": "lang",
      "value": "EN"
    }
  ],
  "concreteType": "FaqCategory",
  "kind": "LinkedField",
  "name": "faq",
  "plural": true,
  "selections": (v9/*:: as any*/),
  "storageKey": "faq(lang:\"EN\")"
},
v11 = {
  "alias": "sv",
  "args": [
    {
      "kind": "Literal",
      "name": "lang",
      "value": "SV"
    }
  ],
  "concreteType": "FaqCategory",
  "kind": "LinkedField",
  "name": "faq",
  "plural": true,
  "selections": (v9/*:: as any*/),
  "storageKey": "faq(lang:\"SV\")"
},
v12 = {
  "alias": "es",
  "args": [
    {
      "kind": "Literal",
      "name": "lang",
      "value": "ES"
    }
  ],
  "concreteType": "FaqCategory",
  "kind": "LinkedField",
  "name": "faq",
  "plural": true,
  "selections": (v9/*:: as any*/),
  "storageKey": "faq(lang:\"ES\")"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FaqQuestionFormScreenQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "condition": "editing",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v2/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "type": "FaqQuestion",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FaqQuestionFormScreenQuery",
    "selections": [
      (v3/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      {
        "condition": "editing",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "type": "FaqQuestion",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "6f6c0deb6e0e0bcc5d01abcc1ef71078ca5874be306169ffd818498f1a1a6d04",
    "metadata": {},
    "name": "FaqQuestionFormScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4c00d65eb62eeef24db6c6e67c837e3e";

export default node;

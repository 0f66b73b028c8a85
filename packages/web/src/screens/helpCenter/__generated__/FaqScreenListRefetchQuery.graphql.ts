/**
 * @generated SignedSource<<47acdf67a683dc4e6d33863d4f5ea162>>
 * @relayHash 6bbc55988802e05682076f0b797d513b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70cdb21d9be6ccb65a303095d01ae9a6132be8950ddb1b26158b176adb672645

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type FaqScreenListRefetchQuery$variables = {
  lang: Language;
  search?: string | null | undefined;
};
export type FaqScreenListRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FaqScreenList_query">;
};
export type FaqScreenListRefetchQuery = {
  response: FaqScreenListRefetchQuery$data;
  variables: FaqScreenListRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lang"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "lang",
    "variableName": "lang"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FaqScreenListRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "FaqScreenList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FaqScreenListRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FaqCategory",
        "kind": "LinkedField",
        "name": "faq",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "category",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FaqQuestion",
            "kind": "LinkedField",
            "name": "questions",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "70cdb21d9be6ccb65a303095d01ae9a6132be8950ddb1b26158b176adb672645",
    "metadata": {},
    "name": "FaqScreenListRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d9540d46e365eeccd58fb124fa21ab35";

export default node;

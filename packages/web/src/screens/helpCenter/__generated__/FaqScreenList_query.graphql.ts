/**
 * @generated SignedSource<<411afd558282e60859a03d15819e5ab9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FaqScreenList_query$data = {
  readonly faq: ReadonlyArray<{
    readonly category: string;
    readonly id: string;
    readonly questions: ReadonlyArray<{
      readonly answer: string;
      readonly id: string;
      readonly question: string;
    }>;
  }>;
  readonly " $fragmentType": "FaqScreenList_query";
};
export type FaqScreenList_query$key = {
  readonly " $data"?: FaqScreenList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"FaqScreenList_query">;
};

import FaqScreenListRefetchQuery_graphql from './FaqScreenListRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": FaqScreenListRefetchQuery_graphql
    }
  },
  "name": "FaqScreenList_query",
  "selections": [
    {
      "alias": null,
      "args": [
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
      "concreteType": "FaqCategory",
      "kind": "LinkedField",
      "name": "faq",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
            (v0/*:: as any*/),
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
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "d9540d46e365eeccd58fb124fa21ab35";

export default node;

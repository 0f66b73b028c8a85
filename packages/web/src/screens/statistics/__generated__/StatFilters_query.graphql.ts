/**
 * @generated SignedSource<<92c136ee6f70f78e048cdedff58a0fee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StatFilters_query$data = {
  readonly pickedClients: ReadonlyArray<{
    readonly id: string;
    readonly name?: string;
  } | null | undefined>;
  readonly " $fragmentType": "StatFilters_query";
};
export type StatFilters_query$key = {
  readonly " $data"?: StatFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatFilters_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "ids"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatFilters_query",
  "selections": [
    {
      "alias": "pickedClients",
      "args": [
        {
          "kind": "Variable",
          "name": "ids",
          "variableName": "ids"
        }
      ],
      "concreteType": null,
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "type": "Client",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "47d39241c6ff608349c5d8f47af21bb0";

export default node;

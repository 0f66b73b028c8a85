/**
 * @generated SignedSource<<eda73f86a3aaf2beb816cce2fb751333>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Sidebar_query$data = {
  readonly unreadReleaseNoteCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"SystemBadges_query">;
  readonly " $fragmentType": "Sidebar_query";
};
export type Sidebar_query$key = {
  readonly " $data"?: Sidebar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"Sidebar_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "isAdmin"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "Sidebar_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadReleaseNoteCount",
      "storageKey": null
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "isAdmin",
          "variableName": "isAdmin"
        }
      ],
      "kind": "FragmentSpread",
      "name": "SystemBadges_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d423a040475289a0cb01ddc1df06e4e4";

export default node;

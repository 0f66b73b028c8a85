/**
 * @generated SignedSource<<4d6dc855d8d91a1790ccca5e26a529cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_ADMIN" | "MULTI_CLIENT_ADMIN" | "ORGANIZATION_ADMIN" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type Sidebar_query$data = {
  readonly unreadReleaseNoteCount: number;
  readonly viewer: {
    readonly id: string;
    readonly roles: ReadonlyArray<Role>;
  } | null | undefined;
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
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
          "name": "roles",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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

(node as any).hash = "15f4cfce74c0c058bf8cb0e68b8b23db";

export default node;

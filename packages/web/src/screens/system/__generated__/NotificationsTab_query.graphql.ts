/**
 * @generated SignedSource<<9bdaf6f4e6e310f8ad82563de24e9b75>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_ADMIN" | "MULTI_CLIENT_ADMIN" | "ORGANIZATION_ADMIN" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationsTab_query$data = {
  readonly systemVersions: {
    readonly " $fragmentSpreads": FragmentRefs<"AppUpdateFields_versions">;
  };
  readonly viewer: {
    readonly id: string;
    readonly roles: ReadonlyArray<Role>;
  } | null | undefined;
  readonly " $fragmentType": "NotificationsTab_query";
};
export type NotificationsTab_query$key = {
  readonly " $data"?: NotificationsTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsTab_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsTab_query",
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
      "concreteType": "SystemVersions",
      "kind": "LinkedField",
      "name": "systemVersions",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AppUpdateFields_versions"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "813ddffcc8b9f29d05a4c1893da5163a";

export default node;

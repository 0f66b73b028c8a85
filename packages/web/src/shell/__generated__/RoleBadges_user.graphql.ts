/**
 * @generated SignedSource<<d4801c547ec14fc96f9a65d87a1b02cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_ADMIN" | "MULTI_CLIENT_ADMIN" | "ORGANIZATION_ADMIN" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RoleBadges_user$data = {
  readonly roles: ReadonlyArray<Role>;
  readonly " $fragmentType": "RoleBadges_user";
};
export type RoleBadges_user$key = {
  readonly " $data"?: RoleBadges_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleBadges_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoleBadges_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roles",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "63ac003df3f87dfef61fe12461ed5e75";

export default node;

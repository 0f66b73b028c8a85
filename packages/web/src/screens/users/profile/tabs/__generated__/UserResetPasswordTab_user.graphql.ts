/**
 * @generated SignedSource<<36b5b902c74bb4507fd5e027a18aeb6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserResetPasswordTab_user$data = {
  readonly email: string;
  readonly id: string;
  readonly " $fragmentType": "UserResetPasswordTab_user";
};
export type UserResetPasswordTab_user$key = {
  readonly " $data"?: UserResetPasswordTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserResetPasswordTab_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserResetPasswordTab_user",
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
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "69312cdcfee41a5e8cf8217289373d38";

export default node;

/**
 * @generated SignedSource<<711e95ee8f77fabf620c78fc89948c99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NoConsoleAccess_viewer$data = {
  readonly displayName: string;
  readonly email: string;
  readonly " $fragmentType": "NoConsoleAccess_viewer";
};
export type NoConsoleAccess_viewer$key = {
  readonly " $data"?: NoConsoleAccess_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoConsoleAccess_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoConsoleAccess_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
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

(node as any).hash = "ac45bc5eb9a918bd97890b4d3ba94814";

export default node;

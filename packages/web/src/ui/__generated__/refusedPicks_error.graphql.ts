/**
 * @generated SignedSource<<2327f1a02f04a29816ea49e312b90af3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type refusedPicks_error$data = {
  readonly code: string;
  readonly field: string;
  readonly message: string;
  readonly refused: ReadonlyArray<{
    readonly code: string;
    readonly name: string | null | undefined;
    readonly pickedId: string;
  }>;
  readonly " $fragmentType": "refusedPicks_error";
};
export type refusedPicks_error$key = {
  readonly " $data"?: refusedPicks_error$data;
  readonly " $fragmentSpreads": FragmentRefs<"refusedPicks_error">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "refusedPicks_error",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RefusedPick",
      "kind": "LinkedField",
      "name": "refused",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pickedId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "FieldError",
  "abstractKey": null
};
})();

(node as any).hash = "a13f524d649090023f07a512ac03fa2a";

export default node;

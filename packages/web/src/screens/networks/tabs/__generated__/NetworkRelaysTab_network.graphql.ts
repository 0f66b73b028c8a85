/**
 * @generated SignedSource<<dc02aa9bf2c7a299c57d75d885586a08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkRelaysTab_network$data = {
  readonly id: string;
  readonly " $fragmentType": "NetworkRelaysTab_network";
};
export type NetworkRelaysTab_network$key = {
  readonly " $data"?: NetworkRelaysTab_network$data;
  readonly " $fragmentSpreads": FragmentRefs<"NetworkRelaysTab_network">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NetworkRelaysTab_network",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Network",
  "abstractKey": null
};

(node as any).hash = "9329f6afb3cc4ccfe7ec0688518a8ed1";

export default node;

/**
 * @generated SignedSource<<1f2a67a9b116ccbb0ef720bc102b7665>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkIncidentsTab_network$data = {
  readonly id: string;
  readonly " $fragmentType": "NetworkIncidentsTab_network";
};
export type NetworkIncidentsTab_network$key = {
  readonly " $data"?: NetworkIncidentsTab_network$data;
  readonly " $fragmentSpreads": FragmentRefs<"NetworkIncidentsTab_network">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NetworkIncidentsTab_network",
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

(node as any).hash = "dd40a9e5e6d7b82c06e857acc2bd2fe9";

export default node;

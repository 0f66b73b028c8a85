/**
 * @generated SignedSource<<754a7596afe0d85eeb0ad426c5503707>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkSettingsTab_network$data = {
  readonly id: string;
  readonly " $fragmentType": "NetworkSettingsTab_network";
};
export type NetworkSettingsTab_network$key = {
  readonly " $data"?: NetworkSettingsTab_network$data;
  readonly " $fragmentSpreads": FragmentRefs<"NetworkSettingsTab_network">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NetworkSettingsTab_network",
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

(node as any).hash = "63ec3fd360f68a95c5973ee51362fac5";

export default node;

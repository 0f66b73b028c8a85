/**
 * @generated SignedSource<<4ac50d6637c6644701c92805a75d77ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkDevicesTab_network$data = {
  readonly id: string;
  readonly " $fragmentType": "NetworkDevicesTab_network";
};
export type NetworkDevicesTab_network$key = {
  readonly " $data"?: NetworkDevicesTab_network$data;
  readonly " $fragmentSpreads": FragmentRefs<"NetworkDevicesTab_network">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NetworkDevicesTab_network",
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

(node as any).hash = "455a3c967253d5e0a965ff9de11d147e";

export default node;

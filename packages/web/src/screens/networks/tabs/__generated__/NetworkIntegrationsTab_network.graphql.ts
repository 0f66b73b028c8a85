/**
 * @generated SignedSource<<87438f58c5d2c3ef66b168b7037de3ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkIntegrationsTab_network$data = {
  readonly id: string;
  readonly " $fragmentType": "NetworkIntegrationsTab_network";
};
export type NetworkIntegrationsTab_network$key = {
  readonly " $data"?: NetworkIntegrationsTab_network$data;
  readonly " $fragmentSpreads": FragmentRefs<"NetworkIntegrationsTab_network">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NetworkIntegrationsTab_network",
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

(node as any).hash = "6892a6db449e787b964b7e3f177039a3";

export default node;

/**
 * @generated SignedSource<<d58c9e0d31fb911ad10fd6ca8517c67d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkDocumentsTab_network$data = {
  readonly id: string;
  readonly " $fragmentType": "NetworkDocumentsTab_network";
};
export type NetworkDocumentsTab_network$key = {
  readonly " $data"?: NetworkDocumentsTab_network$data;
  readonly " $fragmentSpreads": FragmentRefs<"NetworkDocumentsTab_network">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NetworkDocumentsTab_network",
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

(node as any).hash = "4589274683b3bdf1261a015b3bdde259";

export default node;

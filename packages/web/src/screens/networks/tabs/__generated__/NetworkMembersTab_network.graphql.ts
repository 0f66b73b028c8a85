/**
 * @generated SignedSource<<e065d9a57360cc59a3a87514429863fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkMembersTab_network$data = {
  readonly id: string;
  readonly " $fragmentType": "NetworkMembersTab_network";
};
export type NetworkMembersTab_network$key = {
  readonly " $data"?: NetworkMembersTab_network$data;
  readonly " $fragmentSpreads": FragmentRefs<"NetworkMembersTab_network">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NetworkMembersTab_network",
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

(node as any).hash = "6d4faabb669b13b29ecf2d7e72c4a22e";

export default node;

/**
 * @generated SignedSource<<b6d08273af074b7a4c249ea1bb53b9cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkNotificationSettingsTab_network$data = {
  readonly id: string;
  readonly " $fragmentType": "NetworkNotificationSettingsTab_network";
};
export type NetworkNotificationSettingsTab_network$key = {
  readonly " $data"?: NetworkNotificationSettingsTab_network$data;
  readonly " $fragmentSpreads": FragmentRefs<"NetworkNotificationSettingsTab_network">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NetworkNotificationSettingsTab_network",
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

(node as any).hash = "8026c1a69d69f03f0c0132e1b4b89933";

export default node;

/**
 * @generated SignedSource<<dd61063d7713bb7c44e2cb2cd4fdd65a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceNetworksTab_device$data = {
  readonly id: string;
  readonly " $fragmentType": "DeviceNetworksTab_device";
};
export type DeviceNetworksTab_device$key = {
  readonly " $data"?: DeviceNetworksTab_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceNetworksTab_device">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceNetworksTab_device",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "AlarmDevice",
  "abstractKey": "__isAlarmDevice"
};

(node as any).hash = "ba006d4ab2b69c66baeefa4ea9d0e442";

export default node;

/**
 * @generated SignedSource<<54cec8888c0e0bc14dd51095165946fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceRelaysTab_device$data = {
  readonly id: string;
  readonly " $fragmentType": "DeviceRelaysTab_device";
};
export type DeviceRelaysTab_device$key = {
  readonly " $data"?: DeviceRelaysTab_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceRelaysTab_device">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceRelaysTab_device",
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

(node as any).hash = "dd13f34f4ae4bd9e1c05d01142419720";

export default node;

/**
 * @generated SignedSource<<ad1872e9da6589f5d26540da16a29076>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceNotificationSettingsTab_device$data = {
  readonly id: string;
  readonly " $fragmentType": "DeviceNotificationSettingsTab_device";
};
export type DeviceNotificationSettingsTab_device$key = {
  readonly " $data"?: DeviceNotificationSettingsTab_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceNotificationSettingsTab_device">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceNotificationSettingsTab_device",
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

(node as any).hash = "d548b851e8a6d99153a2f4ab84560506";

export default node;

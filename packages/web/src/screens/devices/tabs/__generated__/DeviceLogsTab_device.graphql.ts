/**
 * @generated SignedSource<<69d1956638b9b55ddee922a3c0058071>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceLogsTab_device$data = {
  readonly id: string;
  readonly " $fragmentType": "DeviceLogsTab_device";
};
export type DeviceLogsTab_device$key = {
  readonly " $data"?: DeviceLogsTab_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceLogsTab_device">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceLogsTab_device",
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

(node as any).hash = "8d76b3f4b74536ecf14bec53a27d14d0";

export default node;

/**
 * @generated SignedSource<<cf3d77e6836fb57220137a4cee272d33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DalmActiveAlertsTab_device$data = {
  readonly activeAlerts: ReadonlyArray<{
    readonly alarmDate: string;
    readonly alarmType: string;
    readonly eventCode: string | null | undefined;
    readonly id: string;
    readonly message: string | null | undefined;
    readonly sectionNumber: string | null | undefined;
  }>;
  readonly id: string;
  readonly viewerCan: {
    readonly edit: boolean;
  };
  readonly " $fragmentType": "DalmActiveAlertsTab_device";
};
export type DalmActiveAlertsTab_device$key = {
  readonly " $data"?: DalmActiveAlertsTab_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DalmActiveAlertsTab_device">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DalmActiveAlertsTab_device",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "DevicePermissions",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "edit",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceAlert",
      "kind": "LinkedField",
      "name": "activeAlerts",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alarmType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sectionNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alarmDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};
})();

(node as any).hash = "a03bffa4f4d060c8844d2ce5c18197e4";

export default node;

/**
 * @generated SignedSource<<42f666b9d053c7806baaf690da752a74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceKind = "BUTTON" | "DALM" | "HUB" | "SENSOR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeviceNotificationSettingsTab_device$data = {
  readonly id: string;
  readonly kind: DeviceKind;
  readonly notificationSettings: ReadonlyArray<{
    readonly email: boolean;
    readonly push: boolean;
    readonly recipients: {
      readonly clientAdmin: boolean;
      readonly clientUsers: boolean;
      readonly networkAdmin: boolean;
      readonly networkUsers: boolean;
    };
    readonly sound: boolean;
    readonly type: string;
  }>;
  readonly viewerCan: {
    readonly edit: boolean;
  };
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
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
      "concreteType": "NotificationSetting",
      "kind": "LinkedField",
      "name": "notificationSettings",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "push",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sound",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "NotificationRecipients",
          "kind": "LinkedField",
          "name": "recipients",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "clientAdmin",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "clientUsers",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "networkAdmin",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "networkUsers",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AlarmDevice",
  "abstractKey": "__isAlarmDevice"
};

(node as any).hash = "0ace9bc443d2e414ae00e63e7cf18a0b";

export default node;

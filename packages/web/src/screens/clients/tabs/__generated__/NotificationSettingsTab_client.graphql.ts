/**
 * @generated SignedSource<<a8f6be77e7d2f7ac9f05de388c62dc3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationSettingsTab_client$data = {
  readonly id: string;
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
  readonly " $fragmentType": "NotificationSettingsTab_client";
};
export type NotificationSettingsTab_client$key = {
  readonly " $data"?: NotificationSettingsTab_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationSettingsTab_client">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationSettingsTab_client",
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
  "type": "Client",
  "abstractKey": null
};

(node as any).hash = "5f3502a7fc6449efc41f967d48d1cbc9";

export default node;

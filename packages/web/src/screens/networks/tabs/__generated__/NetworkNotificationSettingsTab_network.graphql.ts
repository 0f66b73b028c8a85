/**
 * @generated SignedSource<<ec20a8781b3506052c03598a45765a99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkNotificationSettingsTab_network$data = {
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
  readonly viewerCan: {
    readonly edit: boolean;
  };
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NetworkPermissions",
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
  "type": "Network",
  "abstractKey": null
};

(node as any).hash = "e39583751bd3862f2d9c0a6975f862cf";

export default node;

/**
 * @generated SignedSource<<d97089e61725e9d8caab05d74e6e843c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkSettingsTab_settings$data = {
  readonly allowPublicAlerts: boolean;
  readonly allowSOSAlerts: boolean;
  readonly confirmIncidents: boolean;
  readonly disallowMemberComments: boolean;
  readonly disallowMemberPosts: boolean;
  readonly displayMemberLocation: boolean;
  readonly enableClustering: boolean | null | undefined;
  readonly enableDynamicEmergencyAlert: boolean;
  readonly enableDynamicNetworkAlert: boolean;
  readonly enableDynamicPanicAlert: boolean;
  readonly enableDynamicSafeAssistAlert: boolean;
  readonly enableNotificationRange: boolean;
  readonly excludeFromOperationalView: boolean;
  readonly notificationRange: number;
  readonly notifySelectedUsersOutsideOfRange: ReadonlyArray<{
    readonly displayName: string;
    readonly email: string;
    readonly id: string;
  }>;
  readonly onlyNotifyAdmins: boolean;
  readonly " $fragmentType": "NetworkSettingsTab_settings";
};
export type NetworkSettingsTab_settings$key = {
  readonly " $data"?: NetworkSettingsTab_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"NetworkSettingsTab_settings">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "NetworkSettingsTab_settings"
};

(node as any).hash = "18fe17c251e71d011b2c2458c0fc9e64";

export default node;

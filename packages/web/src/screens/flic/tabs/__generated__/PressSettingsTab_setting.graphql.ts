/**
 * @generated SignedSource<<b764fc63920925604d2948939a263c30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PressAlertType = "NETWORK_ALERT" | "PUBLIC_ALERT" | "SAFE_ASSIST" | "SOS_EMERGENCY" | "SUMMON" | "%future added value";
export type PressType = "CLICK" | "DOUBLE_CLICK" | "HOLD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PressSettingsTab_setting$data = {
  readonly alertType: PressAlertType;
  readonly description: string | null | undefined;
  readonly press: PressType;
  readonly selectedNetworks: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly sound: string | null | undefined;
  readonly title: string | null | undefined;
  readonly useHubSettings: boolean;
  readonly usePolicySettings: boolean;
  readonly " $fragmentType": "PressSettingsTab_setting";
};
export type PressSettingsTab_setting$key = {
  readonly " $data"?: PressSettingsTab_setting$data;
  readonly " $fragmentSpreads": FragmentRefs<"PressSettingsTab_setting">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PressSettingsTab_setting",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "press",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "usePolicySettings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "useHubSettings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alertType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Network",
      "kind": "LinkedField",
      "name": "selectedNetworks",
      "plural": true,
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sound",
      "storageKey": null
    }
  ],
  "type": "PressSetting",
  "abstractKey": null
};

(node as any).hash = "8798722ab2c71a5f059e7c66cb3fac21";

export default node;

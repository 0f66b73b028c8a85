/**
 * @generated SignedSource<<691a02bd279176f160e4b6ed75121c86>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IntegrationKind = "GUARDTOOLS" | "MANITOU" | "SHORTXML" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IntegrationForm_integration$data = {
  readonly description: string | null | undefined;
  readonly encryption: {
    readonly enabled: boolean;
    readonly keyBits: number | null | undefined;
    readonly keySet: boolean;
    readonly keySetAt: string | null | undefined;
  };
  readonly id: string;
  readonly ip: string;
  readonly kind: IntegrationKind;
  readonly line: string | null | undefined;
  readonly pinSet: boolean;
  readonly port: number;
  readonly receiver: string | null | undefined;
  readonly siaCodes: {
    readonly confirm: string;
    readonly create: string;
    readonly deviceDisabled: string;
    readonly deviceEnabled: string;
    readonly deviceTestModeDisabled: string;
    readonly deviceTestModeEnabled: string;
    readonly recall: string;
    readonly restore: string;
  };
  readonly uid: string | null | undefined;
  readonly useDeviceId: boolean;
  readonly " $fragmentType": "IntegrationForm_integration";
};
export type IntegrationForm_integration$key = {
  readonly " $data"?: IntegrationForm_integration$data;
  readonly " $fragmentSpreads": FragmentRefs<"IntegrationForm_integration">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IntegrationForm_integration",
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
      "kind": "ScalarField",
      "name": "ip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "port",
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
      "name": "line",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "uid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "receiver",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "useDeviceId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pinSet",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "IntegrationEncryption",
      "kind": "LinkedField",
      "name": "encryption",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "keySet",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "keyBits",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "keySetAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "IntegrationSiaCodes",
      "kind": "LinkedField",
      "name": "siaCodes",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "create",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "confirm",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recall",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "restore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deviceTestModeEnabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deviceTestModeDisabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deviceEnabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deviceDisabled",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Integration",
  "abstractKey": null
};

(node as any).hash = "cb13e16df654856f2f2f4bf15b14e1e9";

export default node;

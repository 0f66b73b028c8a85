/**
 * @generated SignedSource<<b52a63b3fcddf4d5ff4010f47b319224>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NetworkType = "OPEN" | "PRIVATE" | "PUBLIC" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NetworkMap_network$data = {
  readonly latitude: number | null | undefined;
  readonly longitude: number | null | undefined;
  readonly name: string;
  readonly settings: {
    readonly enableNotificationRange: boolean;
    readonly notificationRange: number;
  };
  readonly type: NetworkType;
  readonly " $fragmentType": "NetworkMap_network";
};
export type NetworkMap_network$key = {
  readonly " $data"?: NetworkMap_network$data;
  readonly " $fragmentSpreads": FragmentRefs<"NetworkMap_network">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NetworkMap_network",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
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
      "name": "latitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NetworkSettings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enableNotificationRange",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notificationRange",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Network",
  "abstractKey": null
};

(node as any).hash = "a68c7f37289cec4f150c3daf8aafeb2d";

export default node;

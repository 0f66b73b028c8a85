/**
 * @generated SignedSource<<9b6af891025752925b5cb0ac20a4def3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceStatus = "ALARM" | "INACTIVE" | "OK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeviceForm_device$data = {
  readonly active: boolean;
  readonly client: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly dalmId: string | null | undefined;
  readonly dalmPasscode: string | null | undefined;
  readonly dalmSim: string | null | undefined;
  readonly deleted: boolean;
  readonly description: string | null | undefined;
  readonly enableClustering: boolean;
  readonly id: string;
  readonly latitude: number | null | undefined;
  readonly location: string | null | undefined;
  readonly longitude: number | null | undefined;
  readonly name: string;
  readonly owner: {
    readonly displayName: string;
    readonly id: string;
  } | null | undefined;
  readonly status: DeviceStatus;
  readonly testModeAutoDisableTimeoutMs: number;
  readonly testModeEnabled: boolean;
  readonly viewerCan: {
    readonly edit: boolean;
  };
  readonly " $fragmentType": "DeviceForm_device";
};
export type DeviceForm_device$key = {
  readonly " $data"?: DeviceForm_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceForm_device">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceForm_device",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "location",
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
      "kind": "ScalarField",
      "name": "dalmId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dalmSim",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dalmPasscode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Client",
      "kind": "LinkedField",
      "name": "client",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "testModeEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "testModeAutoDisableTimeoutMs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enableClustering",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deleted",
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
    }
  ],
  "type": "Device",
  "abstractKey": null
};
})();

(node as any).hash = "3e99ec9c24d3ab68a65c0ced16f8801e";

export default node;

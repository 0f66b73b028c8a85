/**
 * @generated SignedSource<<db8ebe47905547b6b3479fd6bd594a49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SensorDeviceForm_device$data = {
  readonly alarmAreaName: string | null | undefined;
  readonly alertRemoteCenter: string | null | undefined;
  readonly client: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly deleted: boolean;
  readonly description: string | null | undefined;
  readonly enableClustering: boolean;
  readonly floor: string | null | undefined;
  readonly id: string;
  readonly latitude: number | null | undefined;
  readonly location: string | null | undefined;
  readonly longitude: number | null | undefined;
  readonly name: string;
  readonly objectName: string | null | undefined;
  readonly owner: {
    readonly displayName: string;
    readonly email: string;
    readonly id: string;
  } | null | undefined;
  readonly placement: string | null | undefined;
  readonly serialNumber: string | null | undefined;
  readonly siaId: string | null | undefined;
  readonly sound: string | null | undefined;
  readonly testModeAutoDisableTimeoutMs: number;
  readonly testModeEnabled: boolean;
  readonly viewerCan: {
    readonly edit: boolean;
  };
  readonly " $fragmentType": "SensorDeviceForm_device";
};
export type SensorDeviceForm_device$key = {
  readonly " $data"?: SensorDeviceForm_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"SensorDeviceForm_device">;
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
  "name": "SensorDeviceForm_device",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serialNumber",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "siaId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alarmAreaName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "objectName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "placement",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "floor",
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
      "name": "alertRemoteCenter",
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
  "type": "SensorDevice",
  "abstractKey": null
};
})();

(node as any).hash = "b78576891d2cf05361dfd7fdfa585ec8";

export default node;

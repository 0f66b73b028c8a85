/**
 * @generated SignedSource<<40cfa2a17e23c368aa18f8bc73fa2b10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SensorDeviceScreenHeader_device$data = {
  readonly battery: number | null | undefined;
  readonly client: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly deleted: boolean;
  readonly id: string;
  readonly isOnline: boolean;
  readonly lastReceivedSignalAt: string | null | undefined;
  readonly name: string;
  readonly relaysCount: number | null | undefined;
  readonly relaysEnabled: boolean | null | undefined;
  readonly serialNumber: string | null | undefined;
  readonly testModeEnabled: boolean;
  readonly " $fragmentType": "SensorDeviceScreenHeader_device";
};
export type SensorDeviceScreenHeader_device$key = {
  readonly " $data"?: SensorDeviceScreenHeader_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"SensorDeviceScreenHeader_device">;
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
  "name": "SensorDeviceScreenHeader_device",
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
      "name": "isOnline",
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
      "kind": "ScalarField",
      "name": "testModeEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastReceivedSignalAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "battery",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "relaysCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "relaysEnabled",
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
    }
  ],
  "type": "SensorDevice",
  "abstractKey": null
};
})();

(node as any).hash = "4ed66df957ac276b991a56a7f8ff5253";

export default node;

/**
 * @generated SignedSource<<f34a6aab3b10edabd32e5e36e10b7822>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DalmPortsTab_device$data = {
  readonly inputs: ReadonlyArray<{
    readonly active: boolean;
    readonly code: string;
    readonly name: string;
    readonly silent: boolean;
  }>;
  readonly outputs: ReadonlyArray<{
    readonly active: boolean;
    readonly code: string;
    readonly name: string;
    readonly silent: boolean;
  }>;
  readonly " $fragmentType": "DalmPortsTab_device";
};
export type DalmPortsTab_device$key = {
  readonly " $data"?: DalmPortsTab_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DalmPortsTab_device">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  },
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
    "name": "active",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "silent",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DalmPortsTab_device",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceOutput",
      "kind": "LinkedField",
      "name": "inputs",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceOutput",
      "kind": "LinkedField",
      "name": "outputs",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};
})();

(node as any).hash = "2c45d7845624d8e9ca6c334b560fe098";

export default node;

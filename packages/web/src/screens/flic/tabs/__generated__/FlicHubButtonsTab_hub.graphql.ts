/**
 * @generated SignedSource<<c7c79a0030d47432e311e8d49aa31888>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FlicHubButtonsTab_hub$data = {
  readonly buttons: ReadonlyArray<{
    readonly battery: number;
    readonly connected: boolean | null | undefined;
    readonly id: string;
    readonly lastPing: string | null | undefined;
    readonly name: string;
    readonly serialNumber: string | null | undefined;
  }>;
  readonly id: string;
  readonly viewerCan: {
    readonly edit: boolean;
  };
  readonly " $fragmentType": "FlicHubButtonsTab_hub";
};
export type FlicHubButtonsTab_hub$key = {
  readonly " $data"?: FlicHubButtonsTab_hub$data;
  readonly " $fragmentSpreads": FragmentRefs<"FlicHubButtonsTab_hub">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FlicHubButtonsTab_hub",
  "selections": [
    (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FlicButton",
      "kind": "LinkedField",
      "name": "buttons",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "serialNumber",
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
          "name": "connected",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastPing",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FlicHub",
  "abstractKey": null
};
})();

(node as any).hash = "31bf24cceacf5ba950c2d2c844fc911e";

export default node;

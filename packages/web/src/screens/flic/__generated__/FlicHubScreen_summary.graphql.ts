/**
 * @generated SignedSource<<18258f16f6c55ecf8d317dda3e35efa3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FlicHubScreen_summary$data = {
  readonly battery: number | null | undefined;
  readonly deleted: boolean;
  readonly id: string;
  readonly isOnline: boolean;
  readonly lastReceivedSignalAt: string | null | undefined;
  readonly name: string;
  readonly relaysEnabled: boolean | null | undefined;
  readonly serialNumber: string | null | undefined;
  readonly testModeEnabled: boolean;
  readonly viewerCan: {
    readonly delete: boolean;
  };
  readonly " $fragmentType": "FlicHubScreen_summary";
};
export type FlicHubScreen_summary$key = {
  readonly " $data"?: FlicHubScreen_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"FlicHubScreen_summary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FlicHubScreen_summary",
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
      "name": "isOnline",
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
      "kind": "ScalarField",
      "name": "testModeEnabled",
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
      "concreteType": "DevicePermissions",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "delete",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FlicHub",
  "abstractKey": null
};

(node as any).hash = "2671ecd34d80e80bfa4266e68c7cbe92";

export default node;

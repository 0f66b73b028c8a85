/**
 * @generated SignedSource<<7dcd57bdfed1756a001891a3130f05f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FlicButtonScreen_summary$data = {
  readonly battery: number;
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
  readonly " $fragmentType": "FlicButtonScreen_summary";
};
export type FlicButtonScreen_summary$key = {
  readonly " $data"?: FlicButtonScreen_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"FlicButtonScreen_summary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FlicButtonScreen_summary",
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
  "type": "FlicButton",
  "abstractKey": null
};

(node as any).hash = "303fb2e0e37e3fdca7eeab55fb130db4";

export default node;

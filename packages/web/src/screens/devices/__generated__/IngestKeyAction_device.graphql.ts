/**
 * @generated SignedSource<<7f48dd6cd2efd12ec6714617161e5aa9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IngestKeyAction_device$data = {
  readonly hasIngestKey: boolean;
  readonly id: string;
  readonly name: string;
  readonly viewerCan: {
    readonly edit: boolean;
  };
  readonly " $fragmentType": "IngestKeyAction_device";
};
export type IngestKeyAction_device$key = {
  readonly " $data"?: IngestKeyAction_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"IngestKeyAction_device">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IngestKeyAction_device",
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
      "name": "hasIngestKey",
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
  "type": "AlarmDevice",
  "abstractKey": "__isAlarmDevice"
};

(node as any).hash = "b5fcef1d408c50b5d9594cdaa83fdd7a";

export default node;

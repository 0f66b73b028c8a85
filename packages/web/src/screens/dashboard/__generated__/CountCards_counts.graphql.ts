/**
 * @generated SignedSource<<22404d8487d63d55c50a26b52c18788b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CountCards_counts$data = {
  readonly clients: number;
  readonly comments: number;
  readonly devices: number;
  readonly incidents: number;
  readonly integrations: number;
  readonly networks: number;
  readonly users: number;
  readonly " $fragmentType": "CountCards_counts";
};
export type CountCards_counts$key = {
  readonly " $data"?: CountCards_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"CountCards_counts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CountCards_counts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "users",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clients",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "devices",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "networks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "incidents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "integrations",
      "storageKey": null
    }
  ],
  "type": "StatCounts",
  "abstractKey": null
};

(node as any).hash = "1c9ec197a4ac16eac3b26f24f5579707";

export default node;

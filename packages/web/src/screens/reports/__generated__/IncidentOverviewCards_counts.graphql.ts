/**
 * @generated SignedSource<<b2eb6cc6f28bd4058469cce9ebacb5c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IncidentOverviewCards_counts$data = {
  readonly confirmed: number;
  readonly finalized: number;
  readonly ongoing: number;
  readonly unconfirmed: number;
  readonly " $fragmentType": "IncidentOverviewCards_counts";
};
export type IncidentOverviewCards_counts$key = {
  readonly " $data"?: IncidentOverviewCards_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"IncidentOverviewCards_counts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IncidentOverviewCards_counts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unconfirmed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ongoing",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "confirmed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finalized",
      "storageKey": null
    }
  ],
  "type": "IncidentStatusCounts",
  "abstractKey": null
};

(node as any).hash = "26916f02e939b687762c1d1b31101423";

export default node;

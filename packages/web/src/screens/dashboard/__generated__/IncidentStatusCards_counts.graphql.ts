/**
 * @generated SignedSource<<f42b829ae6f85af2ebc5c0944b3460a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IncidentStatusCards_counts$data = {
  readonly confirmed: number;
  readonly finalized: number;
  readonly ongoing: number;
  readonly unconfirmed: number;
  readonly " $fragmentType": "IncidentStatusCards_counts";
};
export type IncidentStatusCards_counts$key = {
  readonly " $data"?: IncidentStatusCards_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"IncidentStatusCards_counts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IncidentStatusCards_counts",
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

(node as any).hash = "29a84d732f774987838fa28d606e2cf2";

export default node;

/**
 * @generated SignedSource<<b0c1da669efe26a0896e5b0a65a55603>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IncidentStatus = "CONFIRMED" | "FINALIZED" | "ONGOING" | "UNCONFIRMED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LatestIncidentsRow_incident$data = {
  readonly address: string | null | undefined;
  readonly createdAt: string;
  readonly kind: string;
  readonly networkName: string | null | undefined;
  readonly status: IncidentStatus;
  readonly " $fragmentType": "LatestIncidentsRow_incident";
};
export type LatestIncidentsRow_incident$key = {
  readonly " $data"?: LatestIncidentsRow_incident$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestIncidentsRow_incident">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LatestIncidentsRow_incident",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "networkName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    }
  ],
  "type": "Incident",
  "abstractKey": null
};

(node as any).hash = "8d29fe9103b774209f15443744b7b04c";

export default node;

/**
 * @generated SignedSource<<715ea5178fc804a4605403d9d936715b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopNetworks_statistics$data = {
  readonly topNetworks: ReadonlyArray<{
    readonly clientName: string | null | undefined;
    readonly count: number;
    readonly network: {
      readonly id: string;
    } | null | undefined;
    readonly networkName: string;
  }>;
  readonly " $fragmentType": "TopNetworks_statistics";
};
export type TopNetworks_statistics$key = {
  readonly " $data"?: TopNetworks_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopNetworks_statistics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopNetworks_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NetworkIncidentCount",
      "kind": "LinkedField",
      "name": "topNetworks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Network",
          "kind": "LinkedField",
          "name": "network",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            }
          ],
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
          "name": "clientName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "IncidentStatistics",
  "abstractKey": null
};

(node as any).hash = "ccbaf830dba79d827d3fb99155985759";

export default node;

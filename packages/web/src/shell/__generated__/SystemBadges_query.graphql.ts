/**
 * @generated SignedSource<<0de77cc3c69baaaf2b058ad1fe166886>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SystemBadges_query$data = {
  readonly heartbeats?: ReadonlyArray<{
    readonly name: string;
    readonly ok: boolean;
    readonly status: string;
  }>;
  readonly serverVersion?: string;
  readonly " $fragmentType": "SystemBadges_query";
};
export type SystemBadges_query$key = {
  readonly " $data"?: SystemBadges_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SystemBadges_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "isAdmin"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "SystemBadges_query",
  "selections": [
    {
      "condition": "isAdmin",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "serverVersion",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Heartbeat",
          "kind": "LinkedField",
          "name": "heartbeats",
          "plural": true,
          "selections": [
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
              "name": "status",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "ok",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "84a1c5b244648a87d369e7d015cf3cba";

export default node;

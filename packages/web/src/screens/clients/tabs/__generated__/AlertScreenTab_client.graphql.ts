/**
 * @generated SignedSource<<3df0875a9bd638ef0aa92dc3b890b91c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AlertCategory = "NETWORK_ALERT" | "PUBLIC_ALERT" | "SAFE_ASSIST" | "SOS_EMERGENCY" | "SUMMON" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AlertScreenTab_client$data = {
  readonly alertScreen: ReadonlyArray<{
    readonly caption: string | null | undefined;
    readonly category: AlertCategory;
    readonly color: string;
    readonly iconUrl: string | null | undefined;
  }>;
  readonly id: string;
  readonly " $fragmentType": "AlertScreenTab_client";
};
export type AlertScreenTab_client$key = {
  readonly " $data"?: AlertScreenTab_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"AlertScreenTab_client">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AlertScreenTab_client",
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
      "concreteType": "AlertScreenCategory",
      "kind": "LinkedField",
      "name": "alertScreen",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "caption",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "color",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "iconUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Client",
  "abstractKey": null
};

(node as any).hash = "97e925d5b8e455440282ce87e4ed18d6";

export default node;

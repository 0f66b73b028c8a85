/**
 * @generated SignedSource<<3629b49589449fac8a3f2a8b4f277166>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GeocoderKind = "NOMINATIM" | "OFFLINE_GAZETTEER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NetworkForm_query$data = {
  readonly geocoder: {
    readonly kind: GeocoderKind;
  };
  readonly " $fragmentType": "NetworkForm_query";
};
export type NetworkForm_query$key = {
  readonly " $data"?: NetworkForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"NetworkForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NetworkForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Geocoder",
      "kind": "LinkedField",
      "name": "geocoder",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3aaf47731880b6e2192ef0249084627c";

export default node;

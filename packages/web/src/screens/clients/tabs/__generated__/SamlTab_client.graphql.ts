/**
 * @generated SignedSource<<8e563f9be0295c7bbf8dfb47e8bf1856>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SamlTab_client$data = {
  readonly id: string;
  readonly samlSettings: {
    readonly samlEmailDomains: ReadonlyArray<string>;
    readonly samlMetadataUrl: string | null | undefined;
    readonly samlSelectedNetworks: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  } | null | undefined;
  readonly viewerCan: {
    readonly saveSaml: boolean;
  };
  readonly " $fragmentType": "SamlTab_client";
};
export type SamlTab_client$key = {
  readonly " $data"?: SamlTab_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"SamlTab_client">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SamlTab_client",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientPermissions",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "saveSaml",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientSamlSettings",
      "kind": "LinkedField",
      "name": "samlSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "samlMetadataUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "samlEmailDomains",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Network",
          "kind": "LinkedField",
          "name": "samlSelectedNetworks",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Client",
  "abstractKey": null
};
})();

(node as any).hash = "e64a15b8bd8626765e29970af393a01b";

export default node;

/**
 * @generated SignedSource<<b84431a8b02e335eebd8966ee9950518>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationSamlTab_organization$data = {
  readonly id: string;
  readonly samlSettings: {
    readonly samlAllowIdpInitiated: boolean;
    readonly samlAllowUserCreation: boolean;
    readonly samlEmailDomains: ReadonlyArray<string>;
    readonly samlMetadataUrl: string | null | undefined;
    readonly serviceProvider: {
      readonly assertionConsumerServiceUrl: string;
      readonly entityId: string;
      readonly metadataUrl: string;
    };
  };
  readonly viewerCan: {
    readonly saveSaml: boolean;
  };
  readonly " $fragmentType": "OrganizationSamlTab_organization";
};
export type OrganizationSamlTab_organization$key = {
  readonly " $data"?: OrganizationSamlTab_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationSamlTab_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationSamlTab_organization",
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
      "concreteType": "OrganizationPermissions",
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
      "concreteType": "OrganizationSamlSettings",
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
          "kind": "ScalarField",
          "name": "samlAllowUserCreation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "samlAllowIdpInitiated",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SamlServiceProvider",
          "kind": "LinkedField",
          "name": "serviceProvider",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "entityId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "assertionConsumerServiceUrl",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "metadataUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "53f709080f8ce703740aff0155dee9d6";

export default node;

/**
 * @generated SignedSource<<7ec2ab6c18f3193eb3dc4d81d0fbd168>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NetworkStatus = "ACTIVE" | "ARCHIVED" | "CLOSED" | "DELETED" | "%future added value";
export type NetworkType = "OPEN" | "PRIVATE" | "PUBLIC" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NetworkHeader_network$data = {
  readonly address: string | null | undefined;
  readonly client: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly latitude: number | null | undefined;
  readonly logo: {
    readonly url: string;
  } | null | undefined;
  readonly longitude: number | null | undefined;
  readonly name: string;
  readonly number: number;
  readonly owner: {
    readonly displayName: string;
    readonly email: string;
    readonly id: string;
  } | null | undefined;
  readonly status: NetworkStatus;
  readonly type: NetworkType;
  readonly viewerCan: {
    readonly delete: boolean;
    readonly edit: boolean;
  };
  readonly " $fragmentType": "NetworkHeader_network";
};
export type NetworkHeader_network$key = {
  readonly " $data"?: NetworkHeader_network$data;
  readonly " $fragmentSpreads": FragmentRefs<"NetworkHeader_network">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NetworkHeader_network",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
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
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "latitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NetworkLogo",
      "kind": "LinkedField",
      "name": "logo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Client",
      "kind": "LinkedField",
      "name": "client",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NetworkPermissions",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "edit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "delete",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Network",
  "abstractKey": null
};
})();

(node as any).hash = "e12209ac7196be4c604badf4ee04b54f";

export default node;

/**
 * @generated SignedSource<<b3de0ba20ac87d3bb69898e080ceac3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CLIENT_ADMIN" | "MULTI_CLIENT_ADMIN" | "ORGANIZATION_ADMIN" | "USER" | "%future added value";
export type UserReadOnlyReason = "DEACTIVATED" | "HIGHER_ROLE" | "REACH_OUTSIDE_SCOPE" | "%future added value";
export type UserStatus = "ACTIVE" | "AWAITING_ACTIVATION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileHeader_user$data = {
  readonly client: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly clients: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly deactivatedAt: string | null | undefined;
  readonly displayName: string;
  readonly email: string;
  readonly id: string;
  readonly organization: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly roles: ReadonlyArray<Role>;
  readonly samlEnabled: boolean;
  readonly status: UserStatus;
  readonly username: string | null | undefined;
  readonly viewerCan: {
    readonly readOnlyReason: UserReadOnlyReason | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"RoleBadges_user">;
  readonly " $fragmentType": "ProfileHeader_user";
};
export type ProfileHeader_user$key = {
  readonly " $data"?: ProfileHeader_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileHeader_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileHeader_user",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
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
      "name": "deactivatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "samlEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Client",
      "kind": "LinkedField",
      "name": "client",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Client",
      "kind": "LinkedField",
      "name": "clients",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserPermissions",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "readOnlyReason",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RoleBadges_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "c2b333043b6fde6b616cf3c247aa070a";

export default node;

/**
 * @generated SignedSource<<31bbccc2059e8a4b5702a0f4fbc60b0c>>
 * @relayHash b1c40a6ad0dbc0c3d5c0471bbcf1452a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID addc0aa179c25d9b5b0a0a70b2efefbeb7c84578417a6821134dfec0bf5cbd64

import { ConcreteRequest } from 'relay-runtime';
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type Role = "ADMIN" | "CLIENT_ADMIN" | "MULTI_CLIENT_ADMIN" | "ORGANIZATION_ADMIN" | "USER" | "%future added value";
export type SubscriptionTier = "MACRO" | "MAXI" | "MEDI" | "MEGA" | "MICRO" | "MINI" | "%future added value";
export type UserOrderField = "CREATED_AT" | "DEACTIVATED_AT" | "EMAIL" | "LAST_ACTION_AT" | "NAME" | "USERNAME" | "%future added value";
export type UserOrder = {
  direction: OrderDirection;
  field: UserOrderField;
};
export type UserFilter = {
  clientId?: string | null | undefined;
  deactivated?: boolean | null | undefined;
  networkId?: string | null | undefined;
  role?: Role | null | undefined;
  subscription?: SubscriptionTier | null | undefined;
};
export type UsersScreenExportMutation$variables = {
  filter?: UserFilter | null | undefined;
  orderBy?: UserOrder | null | undefined;
  search?: string | null | undefined;
};
export type UsersScreenExportMutation$data = {
  readonly exportUsers: {
    readonly expiresAt: string;
    readonly url: string;
  };
};
export type UsersScreenExportMutation = {
  response: UsersScreenExportMutation$data;
  variables: UsersScreenExportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Variable",
        "name": "orderBy",
        "variableName": "orderBy"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "DownloadPayload",
    "kind": "LinkedField",
    "name": "exportUsers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UsersScreenExportMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UsersScreenExportMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "addc0aa179c25d9b5b0a0a70b2efefbeb7c84578417a6821134dfec0bf5cbd64",
    "metadata": {},
    "name": "UsersScreenExportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "425d58e8bb3a36f522b1cdf8a1250b91";

export default node;

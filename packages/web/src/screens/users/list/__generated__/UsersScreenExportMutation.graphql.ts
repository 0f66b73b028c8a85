/**
 * @generated SignedSource<<c6088d757e0264e2b91bec834a42922c>>
 * @relayHash de77a431e19dbe56d375faa8bdc897dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c842b357edd7f994144b6996211a60a4a404c9db30c89903366771c8c6c438e

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ES" | "SV" | "%future added value";
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
  language?: Language | null | undefined;
  orderBy?: UserOrder | null | undefined;
  search?: string | null | undefined;
  timeZone?: string | null | undefined;
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
  "name": "language"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "timeZone"
},
v5 = [
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
        "name": "language",
        "variableName": "language"
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
      },
      {
        "kind": "Variable",
        "name": "timeZone",
        "variableName": "timeZone"
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UsersScreenExportMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UsersScreenExportMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "6c842b357edd7f994144b6996211a60a4a404c9db30c89903366771c8c6c438e",
    "metadata": {},
    "name": "UsersScreenExportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6fc5b44324959b85aa7a6b2ed0b92a71";

export default node;

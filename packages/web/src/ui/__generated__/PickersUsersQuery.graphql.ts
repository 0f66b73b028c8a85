/**
 * @generated SignedSource<<c0f278484cf49d0b145946593a7fb14e>>
 * @relayHash 79219f71b4f591e7793eb570cab3bde2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3dc3a255a028ce0d356e1b904a74ef178300e968316aaf6f021607ed497fd56c

import { ConcreteRequest } from 'relay-runtime';
export type PickersUsersQuery$variables = {
  clientId?: string | null | undefined;
  excludeClientId?: string | null | undefined;
  query?: string | null | undefined;
};
export type PickersUsersQuery$data = {
  readonly searchUsers: ReadonlyArray<{
    readonly displayName: string;
    readonly email: string;
    readonly id: string;
  }>;
};
export type PickersUsersQuery = {
  response: PickersUsersQuery$data;
  variables: PickersUsersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "excludeClientId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "clientId",
        "variableName": "clientId"
      },
      {
        "kind": "Variable",
        "name": "excludeClientId",
        "variableName": "excludeClientId"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "searchUsers",
    "plural": true,
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
    "name": "PickersUsersQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PickersUsersQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "3dc3a255a028ce0d356e1b904a74ef178300e968316aaf6f021607ed497fd56c",
    "metadata": {},
    "name": "PickersUsersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "92a8d70260cf2a4ec534dabd57542f4d";

export default node;

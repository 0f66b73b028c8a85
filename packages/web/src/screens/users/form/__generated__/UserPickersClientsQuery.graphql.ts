/**
 * @generated SignedSource<<05e893e0b09d736e27fb4973e137a669>>
 * @relayHash 75da51ac21119b9576cbee72ae06106c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d154890ae5c3c5c69c6612f67187405d5a9170e58cbce64cc62bf5a7cd3cf45a

import { ConcreteRequest } from 'relay-runtime';
export type UserPickersClientsQuery$variables = {
  query?: string | null | undefined;
};
export type UserPickersClientsQuery$data = {
  readonly searchClients: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly organization: {
      readonly name: string;
    } | null | undefined;
  }>;
};
export type UserPickersClientsQuery = {
  response: UserPickersClientsQuery$data;
  variables: UserPickersClientsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UserPickersClientsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Client",
        "kind": "LinkedField",
        "name": "searchClients",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserPickersClientsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Client",
        "kind": "LinkedField",
        "name": "searchClients",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d154890ae5c3c5c69c6612f67187405d5a9170e58cbce64cc62bf5a7cd3cf45a",
    "metadata": {},
    "name": "UserPickersClientsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "438ba5b326c1508d26efe68e1ba33f1f";

export default node;

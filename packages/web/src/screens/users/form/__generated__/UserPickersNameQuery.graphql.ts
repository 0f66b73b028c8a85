/**
 * @generated SignedSource<<4f08327430c985ff2efb5a3b003d523a>>
 * @relayHash b08988cec910457c1d3f84c699ce8560
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1677aeea965714b462b63095382ddf8ee707b688280290481f5b1d8e7301cea

import { ConcreteRequest } from 'relay-runtime';
export type UserPickersNameQuery$variables = {
  id: string;
};
export type UserPickersNameQuery$data = {
  readonly node: {
    readonly id: string;
    readonly name?: string;
  } | null | undefined;
};
export type UserPickersNameQuery = {
  response: UserPickersNameQuery$data;
  variables: UserPickersNameQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v4 = {
  "kind": "InlineFragment",
  "selections": (v3/*:: as any*/),
  "type": "Client",
  "abstractKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": (v3/*:: as any*/),
  "type": "Network",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UserPickersNameQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "UserPickersNameQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f1677aeea965714b462b63095382ddf8ee707b688280290481f5b1d8e7301cea",
    "metadata": {},
    "name": "UserPickersNameQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a4b11d3200d4543a0244b40e7314c939";

export default node;

/**
 * @generated SignedSource<<729bec1084620d15e175d28cf3305b24>>
 * @relayHash 930fda8893fab9b5a6c443eec3e5541a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a1cda7f49e8bee8c5f24fb30fa321249d50e6c91b92d024bbc848c0e1e5b8209

import { ConcreteRequest } from 'relay-runtime';
export type documentPickersNetworksQuery$variables = {
  id: string;
  query?: string | null | undefined;
};
export type documentPickersNetworksQuery$data = {
  readonly node: {
    readonly networkCandidates?: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type documentPickersNetworksQuery = {
  response: documentPickersNetworksQuery$data;
  variables: documentPickersNetworksQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
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
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
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
      "concreteType": "Network",
      "kind": "LinkedField",
      "name": "networkCandidates",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
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
  "type": "Document",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "documentPickersNetworksQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "documentPickersNetworksQuery",
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
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a1cda7f49e8bee8c5f24fb30fa321249d50e6c91b92d024bbc848c0e1e5b8209",
    "metadata": {},
    "name": "documentPickersNetworksQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7623f2eda25b2a65c53fbab01cd4ea6c";

export default node;

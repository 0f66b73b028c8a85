/**
 * @generated SignedSource<<95a55711a0efd6a698d6817a0b21c93b>>
 * @relayHash a3c069c19b0eea2fc2c84c3f1d876121
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af876b8c5744a9ada73bdcc3de5de9b28dfd07d8086542f7036c29f2cbfdb307

import { ConcreteRequest } from 'relay-runtime';
export type MultiAlertScreensNewQuery$variables = {
  clientId: string;
};
export type MultiAlertScreensNewQuery$data = {
  readonly node: {
    readonly __typename: "Client";
    readonly id: string;
    readonly name: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
};
export type MultiAlertScreensNewQuery = {
  response: MultiAlertScreensNewQuery$data;
  variables: MultiAlertScreensNewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "clientId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
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
    "name": "MultiAlertScreensNewQuery",
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
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "Client",
            "abstractKey": null
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
    "name": "MultiAlertScreensNewQuery",
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
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "Client",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "af876b8c5744a9ada73bdcc3de5de9b28dfd07d8086542f7036c29f2cbfdb307",
    "metadata": {},
    "name": "MultiAlertScreensNewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d219896f814956250d1234d8e6cac89d";

export default node;

/**
 * @generated SignedSource<<8c0c78c8a80e79c222fead6982ad947f>>
 * @relayHash ce3cb27f714c78377e87965cd4e82cef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc554d19c5a5e522e76256fe7dd3ea090fc6e84c1fc828f0744b50e8db047de0

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type HelpSectionFormScreenQuery$variables = {
  editing: boolean;
  key: string;
  lang: Language;
};
export type HelpSectionFormScreenQuery$data = {
  readonly helpSection?: {
    readonly category: string;
    readonly description: string | null | undefined;
    readonly id: string;
    readonly key: string;
    readonly lang: Language;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type HelpSectionFormScreenQuery = {
  response: HelpSectionFormScreenQuery$data;
  variables: HelpSectionFormScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "editing"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "key"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lang"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v3/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "condition": "editing",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "key",
            "variableName": "key"
          },
          {
            "kind": "Variable",
            "name": "lang",
            "variableName": "lang"
          }
        ],
        "concreteType": "HelpSection",
        "kind": "LinkedField",
        "name": "helpSection",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "category",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "key",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lang",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
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
    "name": "HelpSectionFormScreenQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
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
    "name": "HelpSectionFormScreenQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "dc554d19c5a5e522e76256fe7dd3ea090fc6e84c1fc828f0744b50e8db047de0",
    "metadata": {},
    "name": "HelpSectionFormScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "453519405a36f6ee49ab8381784924cb";

export default node;

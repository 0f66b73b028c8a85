/**
 * @generated SignedSource<<3f5468032b640f80a532e17b1028e76f>>
 * @relayHash caa114a0c0f9dfc3c6dd1ddb4f8d0372
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 727b97b569092d187dfdfd1a62cddf995bbb961c44b42c7ff55b4258a88740de

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type Role = "ADMIN" | "CLIENT_ADMIN" | "MULTI_CLIENT_ADMIN" | "ORGANIZATION_ADMIN" | "USER" | "%future added value";
export type NewDocumentScreenQuery$variables = {
  lang?: Language | null | undefined;
  section: string;
  withSection: boolean;
};
export type NewDocumentScreenQuery$data = {
  readonly helpSection?: {
    readonly category: string;
    readonly id: string;
    readonly key: string;
    readonly lang: Language;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly roles: ReadonlyArray<Role>;
  } | null | undefined;
};
export type NewDocumentScreenQuery = {
  response: NewDocumentScreenQuery$data;
  variables: NewDocumentScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lang"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "section"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withSection"
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
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roles",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "condition": "withSection",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "key",
            "variableName": "section"
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
            "name": "key",
            "storageKey": null
          },
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
            "name": "lang",
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
    "name": "NewDocumentScreenQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NewDocumentScreenQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "727b97b569092d187dfdfd1a62cddf995bbb961c44b42c7ff55b4258a88740de",
    "metadata": {},
    "name": "NewDocumentScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0235e82dcfddc846ac298a86a7e9d725";

export default node;

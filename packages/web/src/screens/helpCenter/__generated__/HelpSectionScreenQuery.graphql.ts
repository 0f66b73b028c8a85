/**
 * @generated SignedSource<<e8f699df3ee4bd639d35361554150c60>>
 * @relayHash 404e3f20c06ce8b58aa4a01fe3f2cbed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b6edda79e33206dc93327a103b25da6e341b68a9b384f2605f71e4b81ea390c

import { ConcreteRequest } from 'relay-runtime';
export type DocumentLanguage = "ALL" | "EN" | "ES" | "SV" | "%future added value";
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type Role = "ADMIN" | "CLIENT_ADMIN" | "MULTI_CLIENT_ADMIN" | "ORGANIZATION_ADMIN" | "USER" | "%future added value";
export type HelpSectionScreenQuery$variables = {
  key: string;
  lang: Language;
};
export type HelpSectionScreenQuery$data = {
  readonly helpSection: {
    readonly category: string;
    readonly description: string | null | undefined;
    readonly documents: ReadonlyArray<{
      readonly createdAt: string;
      readonly extension: string | null | undefined;
      readonly id: string;
      readonly lang: DocumentLanguage;
      readonly name: string;
    }>;
    readonly id: string;
    readonly key: string;
    readonly lang: Language;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly roles: ReadonlyArray<Role>;
  } | null | undefined;
};
export type HelpSectionScreenQuery = {
  response: HelpSectionScreenQuery$data;
  variables: HelpSectionScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "key"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lang"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lang",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
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
      (v1/*:: as any*/),
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
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "documents",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "extension",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HelpSectionScreenQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HelpSectionScreenQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "7b6edda79e33206dc93327a103b25da6e341b68a9b384f2605f71e4b81ea390c",
    "metadata": {},
    "name": "HelpSectionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7f4d0a41835990fbf1093820051761ac";

export default node;

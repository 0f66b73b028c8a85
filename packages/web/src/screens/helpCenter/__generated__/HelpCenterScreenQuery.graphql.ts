/**
 * @generated SignedSource<<a4237b327553a70fa787a994dbc92250>>
 * @relayHash b83851adc6a928d629f73471cd883eea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7eed4d484a7b9f909b9e7e2983ea2cf01d1740977920a3c88e55057f44f5fe04

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type Role = "ADMIN" | "CLIENT_ADMIN" | "MULTI_CLIENT_ADMIN" | "ORGANIZATION_ADMIN" | "USER" | "%future added value";
export type HelpCenterScreenQuery$variables = {
  lang: Language;
};
export type HelpCenterScreenQuery$data = {
  readonly helpSections: ReadonlyArray<{
    readonly category: string;
    readonly description: string | null | undefined;
    readonly documentCount: number | null | undefined;
    readonly id: string;
    readonly key: string;
  }>;
  readonly viewer: {
    readonly id: string;
    readonly roles: ReadonlyArray<Role>;
  } | null | undefined;
};
export type HelpCenterScreenQuery = {
  response: HelpCenterScreenQuery$data;
  variables: HelpCenterScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v2 = [
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
        "name": "lang",
        "variableName": "lang"
      }
    ],
    "concreteType": "HelpSection",
    "kind": "LinkedField",
    "name": "helpSections",
    "plural": true,
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
        "kind": "ScalarField",
        "name": "documentCount",
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
    "name": "HelpCenterScreenQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HelpCenterScreenQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "7eed4d484a7b9f909b9e7e2983ea2cf01d1740977920a3c88e55057f44f5fe04",
    "metadata": {},
    "name": "HelpCenterScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0d23a85ea14e04420761a239b8283541";

export default node;

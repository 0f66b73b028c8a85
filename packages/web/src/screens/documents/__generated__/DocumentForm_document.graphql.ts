/**
 * @generated SignedSource<<5c1d12d7d1156e44de0e8738fbad7589>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentLanguage = "ALL" | "EN" | "ES" | "SV" | "%future added value";
export type DocumentReadOnlyReason = "ADMIN_ONLY" | "OTHER_TENANT" | "PLATFORM_WIDE" | "%future added value";
export type DocumentType = "BACKOFFICE" | "PRIVATE" | "PUBLIC" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentForm_document$data = {
  readonly clients: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly lang: DocumentLanguage;
  readonly name: string;
  readonly organization: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly releaseNote: boolean;
  readonly section: string | null | undefined;
  readonly type: DocumentType;
  readonly viewerCanEdit: boolean;
  readonly viewerReadOnlyReason: DocumentReadOnlyReason | null | undefined;
  readonly " $fragmentType": "DocumentForm_document";
};
export type DocumentForm_document$key = {
  readonly " $data"?: DocumentForm_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentForm_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentForm_document",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "type",
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
      "name": "section",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "releaseNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerReadOnlyReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Client",
      "kind": "LinkedField",
      "name": "clients",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "92326b4373edcdd4e33599630485bc75";

export default node;

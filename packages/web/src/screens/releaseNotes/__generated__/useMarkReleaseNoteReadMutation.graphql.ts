/**
 * @generated SignedSource<<c0ac8c43e096d8c7deee88f167165042>>
 * @relayHash 5f5ef4e8440912116092bd50ddfdbe00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd4eadde2eefbf2ef461ecdcaebf17992a93626187fdf3e933b1050672dcb772

import { ConcreteRequest } from 'relay-runtime';
export type useMarkReleaseNoteReadMutation$variables = {
  id: string;
};
export type useMarkReleaseNoteReadMutation$data = {
  readonly markReleaseNoteRead: {
    readonly document: {
      readonly id: string;
      readonly unread: boolean;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly unreadReleaseNoteCount: number;
  };
};
export type useMarkReleaseNoteReadMutation = {
  response: useMarkReleaseNoteReadMutation$data;
  variables: useMarkReleaseNoteReadMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "MarkReleaseNoteReadPayload",
    "kind": "LinkedField",
    "name": "markReleaseNoteRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
        "plural": false,
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
            "name": "unread",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadReleaseNoteCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "name": "useMarkReleaseNoteReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkReleaseNoteReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bd4eadde2eefbf2ef461ecdcaebf17992a93626187fdf3e933b1050672dcb772",
    "metadata": {},
    "name": "useMarkReleaseNoteReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9299d0272f9e3349e7ab1e0fae0e9682";

export default node;

/**
 * @generated SignedSource<<450fe93171ba09d641e41524a4e6d0cf>>
 * @relayHash cd8ec69383bd916917e19873438dd429
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5dc323b0f7bdad4cf23d6f05a410b2335000c5b54e88c2a02c610734609984c4

import { ConcreteRequest } from 'relay-runtime';
export type DocumentNetworksTabRemoveMutation$variables = {
  id: string;
  networkId: string;
};
export type DocumentNetworksTabRemoveMutation$data = {
  readonly removeDocumentNetwork: {
    readonly document: {
      readonly id: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type DocumentNetworksTabRemoveMutation = {
  response: DocumentNetworksTabRemoveMutation$data;
  variables: DocumentNetworksTabRemoveMutation$variables;
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
    "name": "networkId"
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
      },
      {
        "kind": "Variable",
        "name": "networkId",
        "variableName": "networkId"
      }
    ],
    "concreteType": "DocumentPayload",
    "kind": "LinkedField",
    "name": "removeDocumentNetwork",
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
          }
        ],
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
    "name": "DocumentNetworksTabRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentNetworksTabRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5dc323b0f7bdad4cf23d6f05a410b2335000c5b54e88c2a02c610734609984c4",
    "metadata": {},
    "name": "DocumentNetworksTabRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "54dbb6fe8190157d13503c83f63b257f";

export default node;

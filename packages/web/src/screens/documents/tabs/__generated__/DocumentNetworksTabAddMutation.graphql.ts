/**
 * @generated SignedSource<<c472ebe6997240ae75c3af9cd5af694a>>
 * @relayHash 952a66b363d91eba964fc35b07d20fbc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 43a7296a08a777ef110ca2e3e09d221f4a3b3cd70baa151313239b60272b4352

import { ConcreteRequest } from 'relay-runtime';
export type DocumentNetworksTabAddMutation$variables = {
  id: string;
  networkIds: ReadonlyArray<string>;
};
export type DocumentNetworksTabAddMutation$data = {
  readonly addDocumentNetworks: {
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
export type DocumentNetworksTabAddMutation = {
  response: DocumentNetworksTabAddMutation$data;
  variables: DocumentNetworksTabAddMutation$variables;
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
    "name": "networkIds"
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
        "name": "networkIds",
        "variableName": "networkIds"
      }
    ],
    "concreteType": "DocumentPayload",
    "kind": "LinkedField",
    "name": "addDocumentNetworks",
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
    "name": "DocumentNetworksTabAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentNetworksTabAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "43a7296a08a777ef110ca2e3e09d221f4a3b3cd70baa151313239b60272b4352",
    "metadata": {},
    "name": "DocumentNetworksTabAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "66794b5970088e401144ceb3166f3ba2";

export default node;

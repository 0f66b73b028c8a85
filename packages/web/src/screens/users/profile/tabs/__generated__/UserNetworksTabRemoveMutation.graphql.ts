/**
 * @generated SignedSource<<2d95f9d443cfe7f4338900a045b9d57c>>
 * @relayHash f53bb56689980bb3fb28c65c64095aac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63750040a85469d06131b9fb1c4e9938974a9a0441134fffcaa95b388e18ad65

import { ConcreteRequest } from 'relay-runtime';
export type UserNetworksTabRemoveMutation$variables = {
  id: string;
  networkId: string;
};
export type UserNetworksTabRemoveMutation$data = {
  readonly removeUserFromNetwork: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly user: {
      readonly id: string;
    } | null | undefined;
  };
};
export type UserNetworksTabRemoveMutation = {
  response: UserNetworksTabRemoveMutation$data;
  variables: UserNetworksTabRemoveMutation$variables;
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
    "concreteType": "UserPayload",
    "kind": "LinkedField",
    "name": "removeUserFromNetwork",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
    "name": "UserNetworksTabRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserNetworksTabRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "63750040a85469d06131b9fb1c4e9938974a9a0441134fffcaa95b388e18ad65",
    "metadata": {},
    "name": "UserNetworksTabRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c83518f0c3f51a778b5cca7ac47a01f9";

export default node;

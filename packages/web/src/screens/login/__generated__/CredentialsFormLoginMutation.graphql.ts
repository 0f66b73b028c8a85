/**
 * @generated SignedSource<<781141744ed4631dfbbd91e52fbe8491>>
 * @relayHash 9d4405fd512c3a06b1536c5cbb1c4200
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d6204198a236cefe24ee8475d714460029d4e9dcbb713203f22b923e82f892ab

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RefreshTokenDelivery = "BODY" | "COOKIE" | "%future added value";
export type LoginInput = {
  email: string;
  password: string;
  refreshTokenDelivery?: RefreshTokenDelivery | null | undefined;
};
export type CredentialsFormLoginMutation$variables = {
  input: LoginInput;
};
export type CredentialsFormLoginMutation$data = {
  readonly login: {
    readonly " $fragmentSpreads": FragmentRefs<"signedIn_payload">;
  };
};
export type CredentialsFormLoginMutation = {
  response: CredentialsFormLoginMutation$data;
  variables: CredentialsFormLoginMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "status",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "accessToken",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "userId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "name": "displayName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roles",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "language",
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
    "name": "CredentialsFormLoginMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LoginPayload",
        "kind": "LinkedField",
        "name": "login",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "signedIn_payload",
            "selections": (v2/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CredentialsFormLoginMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LoginPayload",
        "kind": "LinkedField",
        "name": "login",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d6204198a236cefe24ee8475d714460029d4e9dcbb713203f22b923e82f892ab",
    "metadata": {},
    "name": "CredentialsFormLoginMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6aec065afc1b2520ea7860f9411b6d2e";

export default node;

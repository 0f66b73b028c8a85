/**
 * @generated SignedSource<<69b8cd8b721ae595ff7aa94531741b49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "9d4405fd512c3a06b1536c5cbb1c4200",
    "id": null,
    "metadata": {},
    "name": "CredentialsFormLoginMutation",
    "operationKind": "mutation",
    "text": "mutation CredentialsFormLoginMutation(\n  $input: LoginInput!\n) {\n  login(input: $input) {\n    ...signedIn_payload\n  }\n}\n\nfragment signedIn_payload on LoginPayload {\n  status\n  accessToken\n  userId\n  viewer {\n    id\n    displayName\n    email\n    roles\n    language\n  }\n}\n"
  }
};
})();

(node as any).hash = "6aec065afc1b2520ea7860f9411b6d2e";

export default node;

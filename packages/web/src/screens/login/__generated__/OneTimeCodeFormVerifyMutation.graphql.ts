/**
 * @generated SignedSource<<9bf107303c5dd46ada9d32a8e7de67b1>>
 * @relayHash 5641997c3192ef3c083f4ca2e0d56baf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8834efd993b6af1b4d6bad1665633b9e35e824e7b3c10ce0ba3d9743afd7d32a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RefreshTokenDelivery = "BODY" | "COOKIE" | "%future added value";
export type VerifyOneTimeCodeInput = {
  code: string;
  email: string;
  password: string;
  refreshTokenDelivery?: RefreshTokenDelivery | null | undefined;
  userId: string;
};
export type OneTimeCodeFormVerifyMutation$variables = {
  input: VerifyOneTimeCodeInput;
};
export type OneTimeCodeFormVerifyMutation$data = {
  readonly verifyOneTimeCode: {
    readonly " $fragmentSpreads": FragmentRefs<"signedIn_payload">;
  };
};
export type OneTimeCodeFormVerifyMutation = {
  response: OneTimeCodeFormVerifyMutation$data;
  variables: OneTimeCodeFormVerifyMutation$variables;
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
    "name": "OneTimeCodeFormVerifyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LoginPayload",
        "kind": "LinkedField",
        "name": "verifyOneTimeCode",
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
    "name": "OneTimeCodeFormVerifyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LoginPayload",
        "kind": "LinkedField",
        "name": "verifyOneTimeCode",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8834efd993b6af1b4d6bad1665633b9e35e824e7b3c10ce0ba3d9743afd7d32a",
    "metadata": {},
    "name": "OneTimeCodeFormVerifyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7e4ff621dbdd68615bc16d8aa5b6d40d";

export default node;

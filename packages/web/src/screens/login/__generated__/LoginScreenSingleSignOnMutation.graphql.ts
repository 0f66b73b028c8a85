/**
 * @generated SignedSource<<e76a2ca3807250ead95c9c7935132553>>
 * @relayHash 168607ce2fc0c9a4ec7faa4aa9782227
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f114b8ebef9a822d320226424ff0b8e8101f7a865d5b0a7d297a352945a16627

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RefreshTokenDelivery = "BODY" | "COOKIE" | "%future added value";
export type LoginWithSingleSignOnInput = {
  refreshTokenDelivery?: RefreshTokenDelivery | null | undefined;
  saml: string;
};
export type LoginScreenSingleSignOnMutation$variables = {
  input: LoginWithSingleSignOnInput;
};
export type LoginScreenSingleSignOnMutation$data = {
  readonly loginWithSingleSignOn: {
    readonly " $fragmentSpreads": FragmentRefs<"signedIn_payload">;
  };
};
export type LoginScreenSingleSignOnMutation = {
  response: LoginScreenSingleSignOnMutation$data;
  variables: LoginScreenSingleSignOnMutation$variables;
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
    "name": "LoginScreenSingleSignOnMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LoginPayload",
        "kind": "LinkedField",
        "name": "loginWithSingleSignOn",
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
    "name": "LoginScreenSingleSignOnMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LoginPayload",
        "kind": "LinkedField",
        "name": "loginWithSingleSignOn",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f114b8ebef9a822d320226424ff0b8e8101f7a865d5b0a7d297a352945a16627",
    "metadata": {},
    "name": "LoginScreenSingleSignOnMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d6efd91c370237139bc5dac9da974498";

export default node;

/**
 * @generated SignedSource<<2d318b8e0c7a645fffbd7e64804e08b0>>
 * @relayHash ac76fb641ae3af9302735946373ca9ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 75421bd25a904bb6103d99e8a118f8817fd5d6624f3f5b3e7ee84ebfb4c9f31a

import { ConcreteRequest } from 'relay-runtime';
export type EmailAvailability = "AVAILABLE" | "EXISTS" | "UNAVAILABLE" | "%future added value";
export type UserFormEmailQuery$variables = {
  email: string;
  exceptUserId?: string | null | undefined;
};
export type UserFormEmailQuery$data = {
  readonly userEmailAvailability: EmailAvailability;
};
export type UserFormEmailQuery = {
  response: UserFormEmailQuery$data;
  variables: UserFormEmailQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "exceptUserId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "exceptUserId",
        "variableName": "exceptUserId"
      }
    ],
    "kind": "ScalarField",
    "name": "userEmailAvailability",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UserFormEmailQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserFormEmailQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "75421bd25a904bb6103d99e8a118f8817fd5d6624f3f5b3e7ee84ebfb4c9f31a",
    "metadata": {},
    "name": "UserFormEmailQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1c4193578d1675e504925069bb90e9d9";

export default node;

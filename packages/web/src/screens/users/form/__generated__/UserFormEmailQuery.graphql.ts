/**
 * @generated SignedSource<<6ee04a90053845c80b952449d8ddc6c9>>
 * @relayHash 4aac0d819b238bd1cc84657a966bc712
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df7f0741976258ef823ed958524305c0ddb9d42587163b319c4c550a6f75952a

import { ConcreteRequest } from 'relay-runtime';
export type UserFormEmailQuery$variables = {
  email: string;
  exceptUserId?: string | null | undefined;
};
export type UserFormEmailQuery$data = {
  readonly userEmailAvailable: boolean;
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
    "name": "userEmailAvailable",
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
    "id": "df7f0741976258ef823ed958524305c0ddb9d42587163b319c4c550a6f75952a",
    "metadata": {},
    "name": "UserFormEmailQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6bce14b76fb1939327830f1b663ac123";

export default node;

/**
 * @generated SignedSource<<b013f30b1b64989ff1fc3cca9bfe6bc4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IconUploadInput = {
  contentType: string;
  filename: string;
  size: number;
};
export type AlertScreenTabUploadMutation$variables = {
  id: string;
  input: IconUploadInput;
};
export type AlertScreenTabUploadMutation$data = {
  readonly requestClientIconUpload: {
    readonly expiresAt: string;
    readonly url: string;
  };
};
export type AlertScreenTabUploadMutation = {
  response: AlertScreenTabUploadMutation$data;
  variables: AlertScreenTabUploadMutation$variables;
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
    "name": "input"
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "IconUploadPayload",
    "kind": "LinkedField",
    "name": "requestClientIconUpload",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
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
    "name": "AlertScreenTabUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AlertScreenTabUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "527394412805a766b6c5eba25337d3e6",
    "id": null,
    "metadata": {},
    "name": "AlertScreenTabUploadMutation",
    "operationKind": "mutation",
    "text": "mutation AlertScreenTabUploadMutation(\n  $id: ID!\n  $input: IconUploadInput!\n) {\n  requestClientIconUpload(id: $id, input: $input) {\n    url\n    expiresAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "f34829cc5035da189e201f78418e7b55";

export default node;

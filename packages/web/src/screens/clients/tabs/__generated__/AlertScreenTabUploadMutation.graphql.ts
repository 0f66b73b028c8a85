/**
 * @generated SignedSource<<2cd9008fd070044f8d4aee76236f3a3d>>
 * @relayHash 527394412805a766b6c5eba25337d3e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a4d4993b56b9200c72de7612202f82fb23820bb0fe12020c370a2030e38336b

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
    "id": "0a4d4993b56b9200c72de7612202f82fb23820bb0fe12020c370a2030e38336b",
    "metadata": {},
    "name": "AlertScreenTabUploadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f34829cc5035da189e201f78418e7b55";

export default node;

/**
 * @generated SignedSource<<54ae74fa6702e59d5bdc2bb174062719>>
 * @relayHash 2498ed0d383f84e8a12a9f48a7b055c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d4595def428bb9b321e4916582fb42b0eb2ae2860e0ce26586d55740b49d747

import { ConcreteRequest } from 'relay-runtime';
export type LogoUploadInput = {
  contentType: string;
  filename: string;
  size: number;
};
export type NetworkFormLogoMutation$variables = {
  id: string;
  input: LogoUploadInput;
};
export type NetworkFormLogoMutation$data = {
  readonly requestNetworkLogoUpload: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly upload: {
      readonly uploadId: string;
      readonly url: string;
    } | null | undefined;
  };
};
export type NetworkFormLogoMutation = {
  response: NetworkFormLogoMutation$data;
  variables: NetworkFormLogoMutation$variables;
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
    "concreteType": "LogoUploadPayload",
    "kind": "LinkedField",
    "name": "requestNetworkLogoUpload",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LogoUpload",
        "kind": "LinkedField",
        "name": "upload",
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
            "name": "uploadId",
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
    "name": "NetworkFormLogoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NetworkFormLogoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1d4595def428bb9b321e4916582fb42b0eb2ae2860e0ce26586d55740b49d747",
    "metadata": {},
    "name": "NetworkFormLogoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "192eec1bfd481e405a8d12e00f290662";

export default node;

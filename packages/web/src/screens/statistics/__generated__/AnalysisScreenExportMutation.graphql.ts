/**
 * @generated SignedSource<<95ad19617453a88184baba738aa9fa97>>
 * @relayHash 9cfcb2a0ee4d24711a9c8f35219bfb04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d73ab55d2d46105acc1b5f39e8e44d474b98d19c29d560424d80884451d9575

import { ConcreteRequest } from 'relay-runtime';
export type AnalysisScreenExportMutation$variables = {
  clientIds?: ReadonlyArray<string> | null | undefined;
  from: string;
  to: string;
};
export type AnalysisScreenExportMutation$data = {
  readonly exportIncidentAnalysis: {
    readonly download: {
      readonly url: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type AnalysisScreenExportMutation = {
  response: AnalysisScreenExportMutation$data;
  variables: AnalysisScreenExportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "clientIds",
        "variableName": "clientIds"
      },
      {
        "kind": "Variable",
        "name": "from",
        "variableName": "from"
      },
      {
        "kind": "Variable",
        "name": "to",
        "variableName": "to"
      }
    ],
    "concreteType": "IncidentExportPayload",
    "kind": "LinkedField",
    "name": "exportIncidentAnalysis",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DownloadPayload",
        "kind": "LinkedField",
        "name": "download",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AnalysisScreenExportMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AnalysisScreenExportMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "4d73ab55d2d46105acc1b5f39e8e44d474b98d19c29d560424d80884451d9575",
    "metadata": {},
    "name": "AnalysisScreenExportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "24eaedc6527db0b1054fa77c866042d5";

export default node;

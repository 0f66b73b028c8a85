/**
 * @generated SignedSource<<21a39968a48f18d8ac67f53e71b8940c>>
 * @relayHash 23e224178c4af67f75db28de9539d55e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c4a16107edfaef088eb941b5749879b662ccca7c72be96ac3bcb6b412d85a520

import { ConcreteRequest } from 'relay-runtime';
export type RenameCategoryDialogMutation$variables = {
  category: string;
  id: string;
};
export type RenameCategoryDialogMutation$data = {
  readonly renameFaqCategory: {
    readonly category: {
      readonly category: string;
      readonly id: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type RenameCategoryDialogMutation = {
  response: RenameCategoryDialogMutation$data;
  variables: RenameCategoryDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "category",
        "variableName": "category"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "FaqCategoryPayload",
    "kind": "LinkedField",
    "name": "renameFaqCategory",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FaqCategory",
        "kind": "LinkedField",
        "name": "category",
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
            "name": "category",
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RenameCategoryDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RenameCategoryDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c4a16107edfaef088eb941b5749879b662ccca7c72be96ac3bcb6b412d85a520",
    "metadata": {},
    "name": "RenameCategoryDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7a143ce544f142be4c3266ce02996256";

export default node;

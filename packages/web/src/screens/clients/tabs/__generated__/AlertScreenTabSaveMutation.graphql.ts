/**
 * @generated SignedSource<<6859093d1abcd7690e969bcc228ade46>>
 * @relayHash 3062c882458ee89d1c2184ed2a14983f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a79e0287277c3aaaba5758ec514726693de49266c17ef436474153e7714198ad

import { ConcreteRequest } from 'relay-runtime';
export type AlertCategory = "NETWORK_ALERT" | "PUBLIC_ALERT" | "SAFE_ASSIST" | "SOS_EMERGENCY" | "SUMMON" | "%future added value";
export type AlertScreenCategoryInput = {
  caption?: string | null | undefined;
  category: AlertCategory;
  color: string;
  iconUploadId?: string | null | undefined;
  removeIcon?: boolean | null | undefined;
};
export type AlertScreenTabSaveMutation$variables = {
  id: string;
  input: ReadonlyArray<AlertScreenCategoryInput>;
};
export type AlertScreenTabSaveMutation$data = {
  readonly updateClientAlertScreen: {
    readonly client: {
      readonly alertScreen: ReadonlyArray<{
        readonly caption: string | null | undefined;
        readonly category: AlertCategory;
        readonly color: string;
        readonly iconUrl: string | null | undefined;
      }>;
      readonly id: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type AlertScreenTabSaveMutation = {
  response: AlertScreenTabSaveMutation$data;
  variables: AlertScreenTabSaveMutation$variables;
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
    "concreteType": "ClientPayload",
    "kind": "LinkedField",
    "name": "updateClientAlertScreen",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Client",
        "kind": "LinkedField",
        "name": "client",
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
            "concreteType": "AlertScreenCategory",
            "kind": "LinkedField",
            "name": "alertScreen",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "category",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "caption",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "color",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "iconUrl",
                "storageKey": null
              }
            ],
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
    "name": "AlertScreenTabSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AlertScreenTabSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a79e0287277c3aaaba5758ec514726693de49266c17ef436474153e7714198ad",
    "metadata": {},
    "name": "AlertScreenTabSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fe87bc7590720637beec8b02cbccf3cf";

export default node;

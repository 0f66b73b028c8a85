/**
 * @generated SignedSource<<d51215c78976bcdb098572f1426817db>>
 * @relayHash 3ac4ea3abfd94493f0e7674216383d89
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8eaf2fcd3f31f75dbc527be2570118b39014cfb06bf5bab86989929e8206186c

import { ConcreteRequest } from 'relay-runtime';
export type AlertSound = "ALARMFIRE" | "ALARMSMOKE" | "DEFAULT" | "SIREN" | "UAN" | "UAN_SHORT" | "%future added value";
export type MultiAlertsTabDraftMutation$variables = {
  draft: boolean;
  id: string;
};
export type MultiAlertsTabDraftMutation$data = {
  readonly setMultiAlertDraft: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly multiAlert: {
      readonly alertAllAvailableUsers: boolean;
      readonly draft: boolean;
      readonly enableConfirmationComment: boolean;
      readonly enableTwoStepConfirmation: boolean;
      readonly id: string;
      readonly sound: AlertSound;
      readonly streamingEnabled: boolean;
    } | null | undefined;
  };
};
export type MultiAlertsTabDraftMutation = {
  response: MultiAlertsTabDraftMutation$data;
  variables: MultiAlertsTabDraftMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "draft"
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
        "name": "draft",
        "variableName": "draft"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "MultiAlertPayload",
    "kind": "LinkedField",
    "name": "setMultiAlertDraft",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MultiAlert",
        "kind": "LinkedField",
        "name": "multiAlert",
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
            "name": "draft",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "alertAllAvailableUsers",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "streamingEnabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enableConfirmationComment",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enableTwoStepConfirmation",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sound",
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
    "name": "MultiAlertsTabDraftMutation",
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
    "name": "MultiAlertsTabDraftMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8eaf2fcd3f31f75dbc527be2570118b39014cfb06bf5bab86989929e8206186c",
    "metadata": {},
    "name": "MultiAlertsTabDraftMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8abe2bb357e5dcd5f1ac6a1fdf575389";

export default node;

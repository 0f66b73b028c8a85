/**
 * @generated SignedSource<<7429372153e7df131273fb17329cf22c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "3ac4ea3abfd94493f0e7674216383d89",
    "id": null,
    "metadata": {},
    "name": "MultiAlertsTabDraftMutation",
    "operationKind": "mutation",
    "text": "mutation MultiAlertsTabDraftMutation(\n  $id: ID!\n  $draft: Boolean!\n) {\n  setMultiAlertDraft(id: $id, draft: $draft) {\n    multiAlert {\n      id\n      draft\n      alertAllAvailableUsers\n      streamingEnabled\n      enableConfirmationComment\n      enableTwoStepConfirmation\n      sound\n    }\n    errors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8abe2bb357e5dcd5f1ac6a1fdf575389";

export default node;

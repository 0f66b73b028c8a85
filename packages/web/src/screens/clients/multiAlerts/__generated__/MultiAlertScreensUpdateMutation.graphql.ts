/**
 * @generated SignedSource<<6f100a0872ec44221fe5748ca8b76225>>
 * @relayHash 092884377cae14b0b76409beef1db3a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af13e36d475b70f0046c28965c845d8bfbded1bd1daa81b97b7459f49a888780

import { ConcreteRequest } from 'relay-runtime';
export type AlertCategory = "NETWORK_ALERT" | "PUBLIC_ALERT" | "SAFE_ASSIST" | "SOS_EMERGENCY" | "SUMMON" | "%future added value";
export type AlertSound = "ALARMFIRE" | "ALARMSMOKE" | "DEFAULT" | "SIREN" | "UAN" | "UAN_SHORT" | "%future added value";
export type MultiAlertInput = {
  alertAllAvailableNetworks: boolean;
  alertAllAvailableUsers: boolean;
  alertCategory: AlertCategory;
  color?: string | null | undefined;
  createPublicAlert: boolean;
  description?: string | null | undefined;
  documentId?: string | null | undefined;
  draft: boolean;
  enableConfirmationComment: boolean;
  enableTwoStepConfirmation: boolean;
  instructions?: string | null | undefined;
  meetingLink?: string | null | undefined;
  name: string;
  notifySelectedUserIdsOutsideOfRange: ReadonlyArray<string>;
  overwriteAll: boolean;
  publicRadius: number;
  publicRadiusEnabled: boolean;
  selectedNetworkIds: ReadonlyArray<string>;
  selectedNetworksRadius: number;
  selectedNetworksRadiusEnabled: boolean;
  selectedUserIds: ReadonlyArray<string>;
  sound: AlertSound;
  streamingEnabled: boolean;
  title?: string | null | undefined;
};
export type MultiAlertScreensUpdateMutation$variables = {
  id: string;
  input: MultiAlertInput;
};
export type MultiAlertScreensUpdateMutation$data = {
  readonly updateMultiAlert: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly multiAlert: {
      readonly alertAllAvailableUsers: boolean;
      readonly alertCategory: AlertCategory;
      readonly color: string | null | undefined;
      readonly description: string | null | undefined;
      readonly draft: boolean;
      readonly enableConfirmationComment: boolean;
      readonly enableTwoStepConfirmation: boolean;
      readonly id: string;
      readonly name: string;
      readonly sound: AlertSound;
      readonly streamingEnabled: boolean;
      readonly title: string | null | undefined;
    } | null | undefined;
  };
};
export type MultiAlertScreensUpdateMutation = {
  response: MultiAlertScreensUpdateMutation$data;
  variables: MultiAlertScreensUpdateMutation$variables;
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
    "concreteType": "MultiAlertPayload",
    "kind": "LinkedField",
    "name": "updateMultiAlert",
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
            "name": "name",
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
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "alertCategory",
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
            "name": "sound",
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
            "name": "alertAllAvailableUsers",
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
    "name": "MultiAlertScreensUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MultiAlertScreensUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "af13e36d475b70f0046c28965c845d8bfbded1bd1daa81b97b7459f49a888780",
    "metadata": {},
    "name": "MultiAlertScreensUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "76427a370bce2a1a2a078e747d77e63d";

export default node;

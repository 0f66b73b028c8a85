/**
 * @generated SignedSource<<c665fac7e279b45b38f10da2438e07b2>>
 * @relayHash 74f93a7e1085e1a412862f5a61ee56d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba1b04d4bafedce52a078fb9fbeddbc994b6f8e26a450f0462789ceed1d719d9

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
export type MultiAlertScreensCreateMutation$variables = {
  clientId: string;
  input: MultiAlertInput;
};
export type MultiAlertScreensCreateMutation$data = {
  readonly createMultiAlert: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly multiAlert: {
      readonly draft: boolean;
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  };
};
export type MultiAlertScreensCreateMutation = {
  response: MultiAlertScreensCreateMutation$data;
  variables: MultiAlertScreensCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
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
        "name": "clientId",
        "variableName": "clientId"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MultiAlertPayload",
    "kind": "LinkedField",
    "name": "createMultiAlert",
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
    "name": "MultiAlertScreensCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MultiAlertScreensCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ba1b04d4bafedce52a078fb9fbeddbc994b6f8e26a450f0462789ceed1d719d9",
    "metadata": {},
    "name": "MultiAlertScreensCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f39a02d00f5a5f93f750c765a8d0bd39";

export default node;

/**
 * @generated SignedSource<<539e4a2d6ac1f6b1f4b8564e1ef07eb6>>
 * @relayHash c7bd8050205198d288558b3270dda14c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c118f85c9095f5ea5495233cd548323a1651d5f042d99ca0c589bfbdf7326a6b

import { ConcreteRequest } from 'relay-runtime';
export type AppOs = "ANDROID" | "IOS" | "%future added value";
export type AppUpdateNotificationInput = {
  androidVersion?: string | null | undefined;
  iosVersion?: string | null | undefined;
  os: ReadonlyArray<AppOs>;
  receivers: NotificationReceiversInput;
};
export type NotificationReceiversInput = {
  clientIds?: ReadonlyArray<string> | null | undefined;
  userIds?: ReadonlyArray<string> | null | undefined;
};
export type NotificationsTabAppUpdateMutation$variables = {
  input: AppUpdateNotificationInput;
};
export type NotificationsTabAppUpdateMutation$data = {
  readonly sendAppUpdateNotification: {
    readonly devices: number;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly users: number;
    readonly withoutDevice: number;
  };
};
export type NotificationsTabAppUpdateMutation = {
  response: NotificationsTabAppUpdateMutation$data;
  variables: NotificationsTabAppUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SystemNotificationPayload",
    "kind": "LinkedField",
    "name": "sendAppUpdateNotification",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "users",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "devices",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "withoutDevice",
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
    "name": "NotificationsTabAppUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationsTabAppUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c118f85c9095f5ea5495233cd548323a1651d5f042d99ca0c589bfbdf7326a6b",
    "metadata": {},
    "name": "NotificationsTabAppUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d66bb5bde6e3f6f8dd45f10756fc4ac4";

export default node;

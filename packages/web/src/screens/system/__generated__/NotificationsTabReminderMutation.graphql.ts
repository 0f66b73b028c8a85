/**
 * @generated SignedSource<<47b10199899e44fa05481578aebfb9ab>>
 * @relayHash 3cf104c8dc2a492612f4d409928263e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 96e7c0fc5dab6e48d0addbf2166c01c77ccaeac8d77be57b254743df22cc24a0

import { ConcreteRequest } from 'relay-runtime';
export type ReminderAction = "ENABLE_LOCATION" | "LOGOUT_NOTIFY" | "RELEASE_NOTES" | "TEST_ALARM" | "%future added value";
export type ReminderInput = {
  action: ReminderAction;
  receivers: NotificationReceiversInput;
  releaseNoteId?: string | null | undefined;
};
export type NotificationReceiversInput = {
  clientIds?: ReadonlyArray<string> | null | undefined;
  userIds?: ReadonlyArray<string> | null | undefined;
};
export type NotificationsTabReminderMutation$variables = {
  input: ReminderInput;
};
export type NotificationsTabReminderMutation$data = {
  readonly sendReminder: {
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
export type NotificationsTabReminderMutation = {
  response: NotificationsTabReminderMutation$data;
  variables: NotificationsTabReminderMutation$variables;
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
    "name": "sendReminder",
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
    "name": "NotificationsTabReminderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationsTabReminderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "96e7c0fc5dab6e48d0addbf2166c01c77ccaeac8d77be57b254743df22cc24a0",
    "metadata": {},
    "name": "NotificationsTabReminderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d771bf61d90aa7a3142fdc25c39851d5";

export default node;

/**
 * @generated SignedSource<<dd523cd800700b1484bef44690dbcb06>>
 * @relayHash a5b21cdbdd96a7355cde7c6c446728e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 954091c667aaf086d26e1ff0ee46c36497902297b818ac16c391d78f8b42e82d

import { ConcreteRequest } from 'relay-runtime';
export type DeliveryOutcome = "ACK" | "CONNECTION" | "DUH" | "INVALID" | "NAK" | "TIMEOUT" | "%future added value";
export type IntegrationStatus = "ERROR" | "PENDING" | "SUCCESS" | "%future added value";
export type IntegrationStatusReason = "ACCOUNT_REFUSED" | "%future added value";
export type IntegrationDetailsTestAlarmMutation$variables = {
  id: string;
};
export type IntegrationDetailsTestAlarmMutation$data = {
  readonly sendTestAlarm: {
    readonly attempts: ReadonlyArray<{
      readonly answer: string | null | undefined;
      readonly attempt: number;
      readonly elapsedMs: number;
      readonly frame: string;
      readonly outcome: DeliveryOutcome;
      readonly sentAt: string;
    }>;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly integration: {
      readonly id: string;
      readonly network: {
        readonly id: string;
        readonly integrationStatus: IntegrationStatus | null | undefined;
        readonly integrationStatuses: ReadonlyArray<IntegrationStatus>;
      };
      readonly status: IntegrationStatus;
      readonly statusReason: IntegrationStatusReason | null | undefined;
      readonly updatedAt: string | null | undefined;
    } | null | undefined;
    readonly outcome: DeliveryOutcome | null | undefined;
    readonly sequence: number | null | undefined;
  };
};
export type IntegrationDetailsTestAlarmMutation = {
  response: IntegrationDetailsTestAlarmMutation$data;
  variables: IntegrationDetailsTestAlarmMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outcome",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "TestAlarmPayload",
    "kind": "LinkedField",
    "name": "sendTestAlarm",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Integration",
        "kind": "LinkedField",
        "name": "integration",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "statusReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Network",
            "kind": "LinkedField",
            "name": "network",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "integrationStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "integrationStatuses",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sequence",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DeliveryAttempt",
        "kind": "LinkedField",
        "name": "attempts",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "attempt",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sentAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "elapsedMs",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "frame",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "answer",
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
    "name": "IntegrationDetailsTestAlarmMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IntegrationDetailsTestAlarmMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "954091c667aaf086d26e1ff0ee46c36497902297b818ac16c391d78f8b42e82d",
    "metadata": {},
    "name": "IntegrationDetailsTestAlarmMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "27ad39a282168eb571bf121579bd1c80";

export default node;

/**
 * @generated SignedSource<<5800065760dc9b2543fbd8105395acfe>>
 * @relayHash 619459485be34d1e3bef32049f687f26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d311daea89c8c8508c0c9a7f1e34d41d39432557e38232f03beb23268efc4737

import { ConcreteRequest } from 'relay-runtime';
export type IncidentStatus = "CONFIRMED" | "FINALIZED" | "ONGOING" | "UNCONFIRMED" | "%future added value";
export type IncidentStatusMenuMutation$variables = {
  id: string;
  status: IncidentStatus;
};
export type IncidentStatusMenuMutation$data = {
  readonly setIncidentStatus: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly incident: {
      readonly id: string;
      readonly status: IncidentStatus;
      readonly statusChangedAt: string | null | undefined;
      readonly viewerCanChangeStatus: boolean;
    } | null | undefined;
  };
};
export type IncidentStatusMenuMutation = {
  response: IncidentStatusMenuMutation$data;
  variables: IncidentStatusMenuMutation$variables;
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
    "name": "status"
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
        "name": "status",
        "variableName": "status"
      }
    ],
    "concreteType": "IncidentPayload",
    "kind": "LinkedField",
    "name": "setIncidentStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Incident",
        "kind": "LinkedField",
        "name": "incident",
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "statusChangedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanChangeStatus",
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
    "name": "IncidentStatusMenuMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IncidentStatusMenuMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d311daea89c8c8508c0c9a7f1e34d41d39432557e38232f03beb23268efc4737",
    "metadata": {},
    "name": "IncidentStatusMenuMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "453ec4a9f93b3ce0b65b520ceefb2d93";

export default node;

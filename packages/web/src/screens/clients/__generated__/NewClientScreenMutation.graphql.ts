/**
 * @generated SignedSource<<259a7e365a67e24161570964e406b9ca>>
 * @relayHash 4495e8b2e85ced663abb7111d7c38d4b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8736f28058dc96ef4006b695648373048fc479500d8aada8596c17d612a48a9c

import { ConcreteRequest } from 'relay-runtime';
export type ClientInput = {
  alarmCentralPhone?: string | null | undefined;
  contactEmail?: string | null | undefined;
  contactName?: string | null | undefined;
  contactPhone?: string | null | undefined;
  description?: string | null | undefined;
  name: string;
  organizationId?: string | null | undefined;
};
export type NewClientScreenMutation$variables = {
  input: ClientInput;
};
export type NewClientScreenMutation$data = {
  readonly createClient: {
    readonly client: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type NewClientScreenMutation = {
  response: NewClientScreenMutation$data;
  variables: NewClientScreenMutation$variables;
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
    "concreteType": "ClientPayload",
    "kind": "LinkedField",
    "name": "createClient",
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
            "kind": "ScalarField",
            "name": "name",
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
    "name": "NewClientScreenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewClientScreenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8736f28058dc96ef4006b695648373048fc479500d8aada8596c17d612a48a9c",
    "metadata": {},
    "name": "NewClientScreenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "307e247a961385fe7d2d0211d76b8279";

export default node;

/**
 * @generated SignedSource<<cb9ee9f8abb243616b61d75d479d7ce3>>
 * @relayHash 237c2aa7147c57df1dcc03f1f0bec020
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1162d025bc0edd3109f9ee98d1f271a0dcf901c88cd7370ddb63db1c4599eb0d

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
export type NewOrganizationClientScreenMutation$variables = {
  input: ClientInput;
};
export type NewOrganizationClientScreenMutation$data = {
  readonly createClient: {
    readonly client: {
      readonly id: string;
      readonly name: string;
      readonly organization: {
        readonly clientCount: number;
        readonly id: string;
      } | null | undefined;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type NewOrganizationClientScreenMutation = {
  response: NewOrganizationClientScreenMutation$data;
  variables: NewOrganizationClientScreenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
          (v1/*:: as any*/),
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
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "clientCount",
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
    "name": "NewOrganizationClientScreenMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewOrganizationClientScreenMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1162d025bc0edd3109f9ee98d1f271a0dcf901c88cd7370ddb63db1c4599eb0d",
    "metadata": {},
    "name": "NewOrganizationClientScreenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e8527ec0ad2087e669e4a4adcb37d4dd";

export default node;

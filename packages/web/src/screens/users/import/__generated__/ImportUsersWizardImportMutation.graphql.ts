/**
 * @generated SignedSource<<8ab0cfe50317af47dfe85b72848af1f4>>
 * @relayHash 72f4aef3203048327da3b6bf6faa147c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b6070436b7bb40f339a69cb73f2362108286cb2d3a675a2fb8e7c87edb4b004

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type SubscriptionTier = "MACRO" | "MAXI" | "MEDI" | "MEGA" | "MICRO" | "MINI" | "%future added value";
export type UserImportInput = {
  activatedDate: string;
  clientName?: string | null | undefined;
  users: ReadonlyArray<UserImportRowInput>;
};
export type UserImportRowInput = {
  active: boolean;
  email: string;
  firstName: string;
  isAdmin: boolean;
  language: Language;
  lastName: string;
  listeningEnabled: boolean;
  networkIds: ReadonlyArray<string>;
  phoneNumber?: string | null | undefined;
  row: number;
  streamingEnabled: boolean;
  subscribeToReleaseNotes: boolean;
  subscription: SubscriptionTier;
  twoFaEnabled: boolean;
  username: string;
};
export type ImportUsersWizardImportMutation$variables = {
  clientId: string;
  input: UserImportInput;
};
export type ImportUsersWizardImportMutation$data = {
  readonly importUsers: {
    readonly client: {
      readonly id: string;
      readonly name: string;
      readonly userCount: number;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly row: number;
    }>;
    readonly fieldErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly imported: ReadonlyArray<{
      readonly email: string;
      readonly id: string;
    }>;
    readonly skipped: ReadonlyArray<{
      readonly email: string;
      readonly reasons: ReadonlyArray<string>;
      readonly row: number;
    }>;
  };
};
export type ImportUsersWizardImportMutation = {
  response: ImportUsersWizardImportMutation$data;
  variables: ImportUsersWizardImportMutation$variables;
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
  "name": "email",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "row",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v6 = [
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
    "concreteType": "UserImportPayload",
    "kind": "LinkedField",
    "name": "importUsers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "imported",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SkippedImportRow",
        "kind": "LinkedField",
        "name": "skipped",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reasons",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ImportRowError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "fieldErrors",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
            "kind": "ScalarField",
            "name": "userCount",
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
    "name": "ImportUsersWizardImportMutation",
    "selections": (v6/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImportUsersWizardImportMutation",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "1b6070436b7bb40f339a69cb73f2362108286cb2d3a675a2fb8e7c87edb4b004",
    "metadata": {},
    "name": "ImportUsersWizardImportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fcbfc79832421f58f1fcb56fcdebf33c";

export default node;

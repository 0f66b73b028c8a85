/**
 * @generated SignedSource<<c3720113b4c831370f7dd68f5757cf6a>>
 * @relayHash 8afd1ed01c610128fe62c3241ddd36c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d77f1862786a841228340904cd403f0c1f3e69068ec5b0b960ca7fb740c127c

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type HelpSectionInput = {
  category: string;
  description?: string | null | undefined;
  key?: string | null | undefined;
  lang: Language;
};
export type HelpSectionFormScreenUpdateMutation$variables = {
  id: string;
  input: HelpSectionInput;
};
export type HelpSectionFormScreenUpdateMutation$data = {
  readonly updateHelpSection: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly section: {
      readonly category: string;
      readonly description: string | null | undefined;
      readonly id: string;
    } | null | undefined;
  };
};
export type HelpSectionFormScreenUpdateMutation = {
  response: HelpSectionFormScreenUpdateMutation$data;
  variables: HelpSectionFormScreenUpdateMutation$variables;
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
    "concreteType": "HelpSectionPayload",
    "kind": "LinkedField",
    "name": "updateHelpSection",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "HelpSection",
        "kind": "LinkedField",
        "name": "section",
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
            "name": "category",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
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
    "name": "HelpSectionFormScreenUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HelpSectionFormScreenUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8d77f1862786a841228340904cd403f0c1f3e69068ec5b0b960ca7fb740c127c",
    "metadata": {},
    "name": "HelpSectionFormScreenUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "55c6233e5874f706f348d42814a8eae9";

export default node;

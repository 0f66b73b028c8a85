/**
 * @generated SignedSource<<68cfdbce83229c12a6629c99e20da79c>>
 * @relayHash 06fd20a16f73752325c3339bba8841bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f44987d5eee4716fa6c964c2f849e0e982992315311cb1c8aad7fb8ac7d42ea1

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type HelpSectionInput = {
  category: string;
  description?: string | null | undefined;
  key?: string | null | undefined;
  lang: Language;
};
export type HelpSectionFormScreenCreateMutation$variables = {
  input: HelpSectionInput;
};
export type HelpSectionFormScreenCreateMutation$data = {
  readonly createHelpSection: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly section: {
      readonly id: string;
      readonly key: string;
      readonly lang: Language;
    } | null | undefined;
  };
};
export type HelpSectionFormScreenCreateMutation = {
  response: HelpSectionFormScreenCreateMutation$data;
  variables: HelpSectionFormScreenCreateMutation$variables;
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
    "concreteType": "HelpSectionPayload",
    "kind": "LinkedField",
    "name": "createHelpSection",
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
            "name": "key",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lang",
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
    "name": "HelpSectionFormScreenCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HelpSectionFormScreenCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f44987d5eee4716fa6c964c2f849e0e982992315311cb1c8aad7fb8ac7d42ea1",
    "metadata": {},
    "name": "HelpSectionFormScreenCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2e3b405c06f6a70100aa521f0546b444";

export default node;

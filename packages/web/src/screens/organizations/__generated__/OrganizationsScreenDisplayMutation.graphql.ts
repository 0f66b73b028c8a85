/**
 * @generated SignedSource<<ec477d4c70c6a6298ab85be4b52b0d66>>
 * @relayHash 24ba9f1247f296583c9a72fc7332a697
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04898dfdc61c40fc7c176113209f4f659552866fbdee339d99ad24aacf26c8b0

import { ConcreteRequest } from 'relay-runtime';
export type SetOrganizationsDisplayInput = {
  display: ReadonlyArray<string>;
  hide: ReadonlyArray<string>;
};
export type OrganizationsScreenDisplayMutation$variables = {
  input: SetOrganizationsDisplayInput;
};
export type OrganizationsScreenDisplayMutation$data = {
  readonly setOrganizationsDisplay: {
    readonly organizations: ReadonlyArray<{
      readonly displayed: boolean;
      readonly id: string;
    }>;
  };
};
export type OrganizationsScreenDisplayMutation = {
  response: OrganizationsScreenDisplayMutation$data;
  variables: OrganizationsScreenDisplayMutation$variables;
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
    "concreteType": "SetOrganizationsDisplayPayload",
    "kind": "LinkedField",
    "name": "setOrganizationsDisplay",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organizations",
        "plural": true,
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
            "name": "displayed",
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
    "name": "OrganizationsScreenDisplayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganizationsScreenDisplayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "04898dfdc61c40fc7c176113209f4f659552866fbdee339d99ad24aacf26c8b0",
    "metadata": {},
    "name": "OrganizationsScreenDisplayMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c862b787b73345cbda17b4dce7d08738";

export default node;

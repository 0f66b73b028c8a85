/**
 * @generated SignedSource<<a9ff0de1df64dd673294ff24982a1999>>
 * @relayHash fbcf1c228bbe0203001c228fb135ba78
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 944f152ef4a1b3ecd1ef1d0246eaab5a2a79241fb34f4a21b7446d1b91c4e17f

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationPickerSearchQuery$variables = {
  query?: string | null | undefined;
};
export type OrganizationPickerSearchQuery$data = {
  readonly searchOrganizations: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
};
export type OrganizationPickerSearchQuery = {
  response: OrganizationPickerSearchQuery$data;
  variables: OrganizationPickerSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "Organization",
    "kind": "LinkedField",
    "name": "searchOrganizations",
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
        "name": "name",
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
    "name": "OrganizationPickerSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganizationPickerSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "944f152ef4a1b3ecd1ef1d0246eaab5a2a79241fb34f4a21b7446d1b91c4e17f",
    "metadata": {},
    "name": "OrganizationPickerSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b0c0a35a2fe50e1f494a228293e7c3b7";

export default node;

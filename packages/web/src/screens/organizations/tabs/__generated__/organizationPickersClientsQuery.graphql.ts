/**
 * @generated SignedSource<<80f2c2622af061d3213f1d823a332ec7>>
 * @relayHash 7184bab778e653c3d11078e1953654c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b431dbbb5b1d7d05e62f71e53be602e666e917a9ed4992d1ae9a70b44dc7a54f

import { ConcreteRequest } from 'relay-runtime';
export type organizationPickersClientsQuery$variables = {
  query?: string | null | undefined;
};
export type organizationPickersClientsQuery$data = {
  readonly searchClients: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly organization: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  }>;
};
export type organizationPickersClientsQuery = {
  response: organizationPickersClientsQuery$data;
  variables: organizationPickersClientsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
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
  "name": "name",
  "storageKey": null
},
v3 = [
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
    "concreteType": "Client",
    "kind": "LinkedField",
    "name": "searchClients",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
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
    "name": "organizationPickersClientsQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "organizationPickersClientsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "b431dbbb5b1d7d05e62f71e53be602e666e917a9ed4992d1ae9a70b44dc7a54f",
    "metadata": {},
    "name": "organizationPickersClientsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "633b348b7d6cdccabdfa0294f990a17d";

export default node;

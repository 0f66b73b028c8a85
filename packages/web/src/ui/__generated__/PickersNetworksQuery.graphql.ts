/**
 * @generated SignedSource<<d94112a6276467037c69ff9c96cec4fe>>
 * @relayHash 92c3fcc71a80cf40b8b677e5ddc62c2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 021fc0eedb18031381fcba6b3fb8bd0b84c3b56e89a85a803d8c73571cd59ec2

import { ConcreteRequest } from 'relay-runtime';
export type NetworkType = "OPEN" | "PRIVATE" | "PUBLIC" | "%future added value";
export type PickersNetworksQuery$variables = {
  clientId?: string | null | undefined;
  excludeClientId?: string | null | undefined;
  query?: string | null | undefined;
  withoutClients?: boolean | null | undefined;
};
export type PickersNetworksQuery$data = {
  readonly searchNetworks: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly type: NetworkType;
  }>;
};
export type PickersNetworksQuery = {
  response: PickersNetworksQuery$data;
  variables: PickersNetworksQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "excludeClientId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withoutClients"
},
v4 = [
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
        "name": "excludeClientId",
        "variableName": "excludeClientId"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      },
      {
        "kind": "Variable",
        "name": "withoutClients",
        "variableName": "withoutClients"
      }
    ],
    "concreteType": "Network",
    "kind": "LinkedField",
    "name": "searchNetworks",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PickersNetworksQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PickersNetworksQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "021fc0eedb18031381fcba6b3fb8bd0b84c3b56e89a85a803d8c73571cd59ec2",
    "metadata": {},
    "name": "PickersNetworksQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dc6988643fe7442a7d679b4500d97a6c";

export default node;

/**
 * @generated SignedSource<<200a95b0926e7eddc46747dc4c5aea6b>>
 * @relayHash 6c977f6e3b8dd35d31b331ae6e02edf9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2328dec90f62b79f159280eb0b2feb1b6572c1b3f42a258a128ce440182bb794

import { ConcreteRequest } from 'relay-runtime';
export type FlicDeviceFormHubsQuery$variables = {
  search?: string | null | undefined;
};
export type FlicDeviceFormHubsQuery$data = {
  readonly flicHubs: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly serialNumber: string | null | undefined;
      };
    }>;
  };
};
export type FlicDeviceFormHubsQuery = {
  response: FlicDeviceFormHubsQuery$data;
  variables: FlicDeviceFormHubsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
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
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "FlicHubConnection",
    "kind": "LinkedField",
    "name": "flicHubs",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FlicHubEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FlicHub",
            "kind": "LinkedField",
            "name": "node",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "serialNumber",
                "storageKey": null
              }
            ],
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
    "name": "FlicDeviceFormHubsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FlicDeviceFormHubsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2328dec90f62b79f159280eb0b2feb1b6572c1b3f42a258a128ce440182bb794",
    "metadata": {},
    "name": "FlicDeviceFormHubsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4e4b874bc6f9a60ff0c9a152f751928d";

export default node;

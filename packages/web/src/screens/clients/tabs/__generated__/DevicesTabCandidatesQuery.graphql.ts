/**
 * @generated SignedSource<<6d7796b95e71cbfadc2bdc8352dbe792>>
 * @relayHash dc5d2caa069ac8fc2521cd43b6a08dfe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9732fd7935c336767bca56739eef65285229f799477aeefe6dd664011db0dba4

import { ConcreteRequest } from 'relay-runtime';
export type DeviceKind = "BUTTON" | "DALM" | "HUB" | "SENSOR" | "%future added value";
export type DevicesTabCandidatesQuery$variables = {
  id: string;
  query?: string | null | undefined;
};
export type DevicesTabCandidatesQuery$data = {
  readonly node: {
    readonly deviceCandidates?: ReadonlyArray<{
      readonly dalmId: string | null | undefined;
      readonly id: string;
      readonly kind: DeviceKind;
      readonly name: string;
      readonly serialNumber: string | null | undefined;
    }>;
  } | null | undefined;
};
export type DevicesTabCandidatesQuery = {
  response: DevicesTabCandidatesQuery$data;
  variables: DevicesTabCandidatesQuery$variables;
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
    "name": "query"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
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
      "concreteType": "Device",
      "kind": "LinkedField",
      "name": "deviceCandidates",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
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
          "name": "dalmId",
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
  "type": "Client",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DevicesTabCandidatesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DevicesTabCandidatesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9732fd7935c336767bca56739eef65285229f799477aeefe6dd664011db0dba4",
    "metadata": {},
    "name": "DevicesTabCandidatesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7656af54987ab3f8273e81b0214ee7ae";

export default node;

/**
 * @generated SignedSource<<f6aefe4e2b42f4e523d687f5b74ffbcc>>
 * @relayHash 2dae7a81152ea7a943a6bd34715b4a04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5ff6d59ffb6f7bc100f2b29eb545e26f68ed6746c6a989a6c781928472149b2

import { ConcreteRequest } from 'relay-runtime';
export type RelaysTableEnableMutation$variables = {
  enabled: boolean;
  id: string;
};
export type RelaysTableEnableMutation$data = {
  readonly setRelayEnabled: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly relay: {
      readonly enabled: boolean;
      readonly id: string;
      readonly network: {
        readonly id: string;
        readonly relaysEnabled: boolean | null | undefined;
      };
    } | null | undefined;
  };
};
export type RelaysTableEnableMutation = {
  response: RelaysTableEnableMutation$data;
  variables: RelaysTableEnableMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "enabled"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "enabled",
        "variableName": "enabled"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "RelayPayload",
    "kind": "LinkedField",
    "name": "setRelayEnabled",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Relay",
        "kind": "LinkedField",
        "name": "relay",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Network",
            "kind": "LinkedField",
            "name": "network",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "relaysEnabled",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RelaysTableEnableMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RelaysTableEnableMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "a5ff6d59ffb6f7bc100f2b29eb545e26f68ed6746c6a989a6c781928472149b2",
    "metadata": {},
    "name": "RelaysTableEnableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "441c89054509010c733c10550ac06c23";

export default node;

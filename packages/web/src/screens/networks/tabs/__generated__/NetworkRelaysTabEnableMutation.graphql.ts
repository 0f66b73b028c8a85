/**
 * @generated SignedSource<<560f56010cf41ee6982dd142b5cca659>>
 * @relayHash faf01f1ae09f4e335c93e47f0ce050b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0904f5be23ebf553cdf2656847b925f6937ae560de7c0adcf31883f329406ced

import { ConcreteRequest } from 'relay-runtime';
export type NetworkRelaysTabEnableMutation$variables = {
  enabled: boolean;
  id: string;
};
export type NetworkRelaysTabEnableMutation$data = {
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
export type NetworkRelaysTabEnableMutation = {
  response: NetworkRelaysTabEnableMutation$data;
  variables: NetworkRelaysTabEnableMutation$variables;
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
    "name": "NetworkRelaysTabEnableMutation",
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
    "name": "NetworkRelaysTabEnableMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "0904f5be23ebf553cdf2656847b925f6937ae560de7c0adcf31883f329406ced",
    "metadata": {},
    "name": "NetworkRelaysTabEnableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "45c16206b9feccdba603e0bc16d7e3ae";

export default node;

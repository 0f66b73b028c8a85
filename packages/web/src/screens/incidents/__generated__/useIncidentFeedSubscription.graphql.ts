/**
 * @generated SignedSource<<c98cfdc29e85dd37609a8c157cd4b572>>
 * @relayHash 9a49900a37ef47c1ae031feff54e4657
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c12f66f62868ebe421096811035dd7cea895d8609fdcb3f11e44707a05f11cfb

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IncidentEventType = "BULK" | "CREATED" | "STATUS" | "%future added value";
export type IncidentStatus = "CONFIRMED" | "FINALIZED" | "ONGOING" | "UNCONFIRMED" | "%future added value";
export type IncidentView = "COMPREHENSIVE" | "OPERATIONAL" | "%future added value";
export type useIncidentFeedSubscription$variables = {
  networkId?: string | null | undefined;
  view?: IncidentView | null | undefined;
};
export type useIncidentFeedSubscription$data = {
  readonly incidentEvents: {
    readonly counters: {
      readonly finalized: number;
      readonly ongoing: number;
      readonly unconfirmed: number;
    };
    readonly incident: {
      readonly id: string;
      readonly status: IncidentStatus;
      readonly " $fragmentSpreads": FragmentRefs<"IncidentTable_incident">;
    } | null | undefined;
    readonly type: IncidentEventType;
  };
};
export type useIncidentFeedSubscription = {
  response: useIncidentFeedSubscription$data;
  variables: useIncidentFeedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "networkId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "view"
},
v2 = [
  {
    "kind": "Variable",
    "name": "networkId",
    "variableName": "networkId"
  },
  {
    "kind": "Variable",
    "name": "view",
    "variableName": "view"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "IncidentStatusCounts",
  "kind": "LinkedField",
  "name": "counters",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unconfirmed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ongoing",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finalized",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useIncidentFeedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "IncidentEvent",
        "kind": "LinkedField",
        "name": "incidentEvents",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Incident",
            "kind": "LinkedField",
            "name": "incident",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "IncidentTable_incident"
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useIncidentFeedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "IncidentEvent",
        "kind": "LinkedField",
        "name": "incidentEvents",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Incident",
            "kind": "LinkedField",
            "name": "incident",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "networkName",
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
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanChangeStatus",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c12f66f62868ebe421096811035dd7cea895d8609fdcb3f11e44707a05f11cfb",
    "metadata": {},
    "name": "useIncidentFeedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "481ed088da68ff0d41f94e552ba8f5e7";

export default node;

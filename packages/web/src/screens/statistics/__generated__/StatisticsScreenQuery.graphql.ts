/**
 * @generated SignedSource<<f3fea419a35134871786d77e3cca92f4>>
 * @relayHash e7c5dcb5d267a983de33e08333710e28
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd298a9d9939f0e155f0e8063155f566f11d42de06daf58ccad49d3ba1ad4174

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StatInterval = "DAY" | "MONTH" | "WEEK" | "%future added value";
export type StatisticsScreenQuery$variables = {
  clientIds?: ReadonlyArray<string> | null | undefined;
  from: string;
  interval: StatInterval;
  pickedClients: ReadonlyArray<string>;
  to: string;
};
export type StatisticsScreenQuery$data = {
  readonly incidentStatistics: {
    readonly " $fragmentSpreads": FragmentRefs<"IncidentTrends_statistics" | "ResponseFigures_statistics" | "SubscriptionTrend_statistics" | "TopNetworks_statistics">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"StatFilters_query">;
};
export type StatisticsScreenQuery = {
  response: StatisticsScreenQuery$data;
  variables: StatisticsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "interval"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pickedClients"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v5 = [
  {
    "kind": "Variable",
    "name": "clientIds",
    "variableName": "clientIds"
  },
  {
    "kind": "Variable",
    "name": "from",
    "variableName": "from"
  },
  {
    "kind": "Variable",
    "name": "interval",
    "variableName": "interval"
  },
  {
    "kind": "Variable",
    "name": "to",
    "variableName": "to"
  }
],
v6 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "pickedClients"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "period",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "StatisticsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "IncidentStatistics",
        "kind": "LinkedField",
        "name": "incidentStatistics",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "IncidentTrends_statistics"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResponseFigures_statistics"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TopNetworks_statistics"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SubscriptionTrend_statistics"
          }
        ],
        "storageKey": null
      },
      {
        "args": (v6/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "StatFilters_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StatisticsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "IncidentStatistics",
        "kind": "LinkedField",
        "name": "incidentStatistics",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "IncidentSeriesPoint",
            "kind": "LinkedField",
            "name": "series",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "IncidentResponseFigures",
            "kind": "LinkedField",
            "name": "response",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "confirmedMedianS",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "confirmedP90S",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "finalizedMedianS",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "finalizedP90S",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NetworkIncidentCount",
            "kind": "LinkedField",
            "name": "topNetworks",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Network",
                "kind": "LinkedField",
                "name": "network",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/)
                ],
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
                "kind": "ScalarField",
                "name": "clientName",
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SubscriptionSeriesPoint",
            "kind": "LinkedField",
            "name": "subscriptions",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tier",
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "pickedClients",
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v10/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "type": "Client",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cd298a9d9939f0e155f0e8063155f566f11d42de06daf58ccad49d3ba1ad4174",
    "metadata": {},
    "name": "StatisticsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "71209b1fb932546f54dbb333f98a079c";

export default node;

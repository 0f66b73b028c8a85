/**
 * @generated SignedSource<<1cf98c8c75b6b0d83233b2d40417d423>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HistoryChart_query$data = {
  readonly statistics: {
    readonly history: ReadonlyArray<{
      readonly clients: number;
      readonly comments: number;
      readonly devices: number;
      readonly incidents: number;
      readonly integrations: number;
      readonly networks: number;
      readonly timestamp: string;
      readonly users: number;
    }>;
  };
  readonly " $fragmentType": "HistoryChart_query";
};
export type HistoryChart_query$key = {
  readonly " $data"?: HistoryChart_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryChart_query">;
};

import HistoryChartRefetchQuery_graphql from './HistoryChartRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": "YEAR_1",
      "kind": "LocalArgument",
      "name": "range"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": HistoryChartRefetchQuery_graphql
    }
  },
  "name": "HistoryChart_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Statistics",
      "kind": "LinkedField",
      "name": "statistics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "range",
              "variableName": "range"
            }
          ],
          "concreteType": "StatPoint",
          "kind": "LinkedField",
          "name": "history",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "timestamp",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "users",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "clients",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "devices",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "networks",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "incidents",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "comments",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "integrations",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d11f07c17f797d8f12d871f9c418e3b2";

export default node;

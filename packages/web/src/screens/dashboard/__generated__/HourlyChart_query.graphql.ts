/**
 * @generated SignedSource<<90e8c9800b0a5632a446267dfc9494b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HourlyChart_query$data = {
  readonly statistics: {
    readonly hourly: ReadonlyArray<{
      readonly hour: number;
      readonly incidents: number;
    }>;
  };
  readonly " $fragmentType": "HourlyChart_query";
};
export type HourlyChart_query$key = {
  readonly " $data"?: HourlyChart_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HourlyChart_query">;
};

import HourlyChartRefetchQuery_graphql from './HourlyChartRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "date"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": HourlyChartRefetchQuery_graphql
    }
  },
  "name": "HourlyChart_query",
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
              "name": "date",
              "variableName": "date"
            }
          ],
          "concreteType": "HourlyStatPoint",
          "kind": "LinkedField",
          "name": "hourly",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hour",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "incidents",
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

(node as any).hash = "915f1c99349679b6809c45b14b04d01e";

export default node;

/**
 * @generated SignedSource<<5983d8e2535cf73a78093d0724c6dfb6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IntegrationKind = "GUARDTOOLS" | "MANITOU" | "SHORTXML" | "%future added value";
export type IntegrationStatus = "ERROR" | "PENDING" | "SUCCESS" | "%future added value";
export type IntegrationStatusReason = "ACCOUNT_REFUSED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NetworkIntegrationsTab_network$data = {
  readonly id: string;
  readonly integrationStatus: IntegrationStatus | null | undefined;
  readonly integrationStatuses: ReadonlyArray<IntegrationStatus>;
  readonly integrations: ReadonlyArray<{
    readonly createdAt: string | null | undefined;
    readonly description: string | null | undefined;
    readonly id: string;
    readonly ip: string;
    readonly kind: IntegrationKind;
    readonly port: number;
    readonly status: IntegrationStatus;
    readonly statusReason: IntegrationStatusReason | null | undefined;
    readonly updatedAt: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"IntegrationForm_integration">;
  }>;
  readonly viewerCan: {
    readonly edit: boolean;
  };
  readonly " $fragmentType": "NetworkIntegrationsTab_network";
};
export type NetworkIntegrationsTab_network$key = {
  readonly " $data"?: NetworkIntegrationsTab_network$data;
  readonly " $fragmentSpreads": FragmentRefs<"NetworkIntegrationsTab_network">;
};

import NetworkIntegrationsTabRefetchQuery_graphql from './NetworkIntegrationsTabRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": NetworkIntegrationsTabRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "NetworkIntegrationsTab_network",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "NetworkPermissions",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "edit",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "integrationStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "integrationStatuses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Integration",
      "kind": "LinkedField",
      "name": "integrations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "ip",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "port",
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
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "statusReason",
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
          "name": "updatedAt",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "IntegrationForm_integration"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Network",
  "abstractKey": null
};
})();

(node as any).hash = "0276f33bfa8f64c4b59c058d2a19dc1b";

export default node;

/**
 * @generated SignedSource<<ff1b204762fcd8c7f1fded186bb4d330>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IncidentStatus = "CONFIRMED" | "FINALIZED" | "ONGOING" | "UNCONFIRMED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IncidentTable_incident$data = {
  readonly address: string | null | undefined;
  readonly createdAt: string;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly kind: string;
  readonly name: string | null | undefined;
  readonly network: {
    readonly id: string;
  } | null | undefined;
  readonly networkName: string | null | undefined;
  readonly status: IncidentStatus;
  readonly viewerCanChangeStatus: boolean;
  readonly " $fragmentType": "IncidentTable_incident";
};
export type IncidentTable_incident$key = {
  readonly " $data"?: IncidentTable_incident$data;
  readonly " $fragmentSpreads": FragmentRefs<"IncidentTable_incident">;
};

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
  "metadata": null,
  "name": "IncidentTable_incident",
  "selections": [
    (v0/*:: as any*/),
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
        (v0/*:: as any*/)
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
  "type": "Incident",
  "abstractKey": null
};
})();

(node as any).hash = "85e1911b753d153172fc80805d4d477e";

export default node;

/**
 * @generated SignedSource<<3071f4c2bfd31dd4269dc5e89d4be4b3>>
 * @relayHash 6294ec1e0838083e0142f62734836366
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03022d38eedb93ddf0d457b6b0b812e365a5193f7a6eae865320d1f21f9cad65

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type ReportAlertType = "DEVICE_ALERT" | "NETWORK_ALERT" | "PUBLIC_ALERT" | "SAFE_ASSIST" | "SOS_EMERGENCY" | "SUMMON" | "%future added value";
export type ReportFormat = "PDF" | "XLSX" | "%future added value";
export type IncidentSummaryInput = {
  alertTypes?: ReadonlyArray<ReportAlertType> | null | undefined;
  clientIds?: ReadonlyArray<string> | null | undefined;
  endDate: string;
  format: ReportFormat;
  language?: Language | null | undefined;
  siaCodes?: ReadonlyArray<string> | null | undefined;
  startDate: string;
};
export type IncidentSummaryFormExportMutation$variables = {
  input: IncidentSummaryInput;
};
export type IncidentSummaryFormExportMutation$data = {
  readonly exportIncidentSummary: {
    readonly download: {
      readonly expiresAt: string;
      readonly url: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type IncidentSummaryFormExportMutation = {
  response: IncidentSummaryFormExportMutation$data;
  variables: IncidentSummaryFormExportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "IncidentExportPayload",
    "kind": "LinkedField",
    "name": "exportIncidentSummary",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DownloadPayload",
        "kind": "LinkedField",
        "name": "download",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "IncidentSummaryFormExportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IncidentSummaryFormExportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "03022d38eedb93ddf0d457b6b0b812e365a5193f7a6eae865320d1f21f9cad65",
    "metadata": {},
    "name": "IncidentSummaryFormExportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6d85d01d1d69be5ce839233148fbc006";

export default node;

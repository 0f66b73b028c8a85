/**
 * @generated SignedSource<<79caac95cca6d3e08137cefe7251d757>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AlertCentralKind = "NETWORK_ALERT" | "PANIC_BUTTON" | "SAFE_ASSIST" | "SOS_EMERGENCY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UserAlertCentralTab_user$data = {
  readonly alertCentralSettings: ReadonlyArray<{
    readonly alertAllAvailableNetworks: boolean;
    readonly alertAllAvailableUsers: boolean;
    readonly createPublicAlert: boolean;
    readonly customize: boolean;
    readonly description: string | null | undefined;
    readonly enforced: boolean;
    readonly headline: string | null | undefined;
    readonly kind: AlertCentralKind;
    readonly personalInformation: boolean;
    readonly publicRadius: number | null | undefined;
    readonly requestPersonalInformation: boolean | null | undefined;
    readonly requestSelectedNetworks: boolean | null | undefined;
    readonly selectedNetworks: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly selectedNetworksRadius: number | null | undefined;
  }>;
  readonly id: string;
  readonly viewerCan: {
    readonly edit: boolean;
  };
  readonly " $fragmentType": "UserAlertCentralTab_user";
};
export type UserAlertCentralTab_user$key = {
  readonly " $data"?: UserAlertCentralTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserAlertCentralTab_user">;
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
  "name": "UserAlertCentralTab_user",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "UserPermissions",
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
      "concreteType": "AlertCentralSetting",
      "kind": "LinkedField",
      "name": "alertCentralSettings",
      "plural": true,
      "selections": [
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
          "name": "customize",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enforced",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createPublicAlert",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "publicRadius",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alertAllAvailableNetworks",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alertAllAvailableUsers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Network",
          "kind": "LinkedField",
          "name": "selectedNetworks",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "selectedNetworksRadius",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "personalInformation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "headline",
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
          "name": "requestSelectedNetworks",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requestPersonalInformation",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "8e5dfc22df2626bf9f4f9619612b3b3b";

export default node;

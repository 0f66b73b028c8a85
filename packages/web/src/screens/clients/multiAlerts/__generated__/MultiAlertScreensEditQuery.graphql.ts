/**
 * @generated SignedSource<<f6c6628c16bc6d75690625b9c71e2fd9>>
 * @relayHash 88d9e37d546d9ea15723daeee96d2a90
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e4a9a67a9ef8d751eb4808004f1ad73353564794f4cb9e1004da505cce1247a

import { ConcreteRequest } from 'relay-runtime';
export type AlertCategory = "NETWORK_ALERT" | "PUBLIC_ALERT" | "SAFE_ASSIST" | "SOS_EMERGENCY" | "SUMMON" | "%future added value";
export type AlertSound = "ALARMFIRE" | "ALARMSMOKE" | "DEFAULT" | "SIREN" | "UAN" | "UAN_SHORT" | "%future added value";
export type MultiAlertScreensEditQuery$variables = {
  id: string;
};
export type MultiAlertScreensEditQuery$data = {
  readonly node: {
    readonly __typename: "MultiAlert";
    readonly alertAllAvailableNetworks: boolean;
    readonly alertAllAvailableUsers: boolean;
    readonly alertCategory: AlertCategory;
    readonly client: {
      readonly id: string;
      readonly name: string;
    };
    readonly color: string | null | undefined;
    readonly createPublicAlert: boolean;
    readonly description: string | null | undefined;
    readonly document: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly draft: boolean;
    readonly enableConfirmationComment: boolean;
    readonly enableTwoStepConfirmation: boolean;
    readonly id: string;
    readonly instructions: string | null | undefined;
    readonly meetingLink: string | null | undefined;
    readonly name: string;
    readonly notifySelectedUsersOutsideOfRange: ReadonlyArray<{
      readonly displayName: string;
      readonly id: string;
    }>;
    readonly overwriteAll: boolean;
    readonly publicRadius: number;
    readonly publicRadiusEnabled: boolean;
    readonly selectedNetworks: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly selectedNetworksRadius: number;
    readonly selectedNetworksRadiusEnabled: boolean;
    readonly selectedUsers: ReadonlyArray<{
      readonly displayName: string;
      readonly id: string;
    }>;
    readonly sound: AlertSound;
    readonly streamingEnabled: boolean;
    readonly title: string | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
};
export type MultiAlertScreensEditQuery = {
  response: MultiAlertScreensEditQuery$data;
  variables: MultiAlertScreensEditQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "draft",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alertCategory",
  "storageKey": null
},
v9 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Network",
  "kind": "LinkedField",
  "name": "selectedNetworks",
  "plural": true,
  "selections": (v9/*:: as any*/),
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "selectedNetworksRadiusEnabled",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "selectedNetworksRadius",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createPublicAlert",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alertAllAvailableNetworks",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alertAllAvailableUsers",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publicRadiusEnabled",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publicRadius",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "instructions",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "meetingLink",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "Document",
  "kind": "LinkedField",
  "name": "document",
  "plural": false,
  "selections": (v9/*:: as any*/),
  "storageKey": null
},
v22 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
],
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "notifySelectedUsersOutsideOfRange",
  "plural": true,
  "selections": (v22/*:: as any*/),
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "overwriteAll",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "selectedUsers",
  "plural": true,
  "selections": (v22/*:: as any*/),
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enableConfirmationComment",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enableTwoStepConfirmation",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "streamingEnabled",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sound",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "concreteType": "Client",
  "kind": "LinkedField",
  "name": "client",
  "plural": false,
  "selections": (v9/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MultiAlertScreensEditQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              (v28/*:: as any*/),
              (v29/*:: as any*/),
              (v30/*:: as any*/)
            ],
            "type": "MultiAlert",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MultiAlertScreensEditQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              (v28/*:: as any*/),
              (v29/*:: as any*/),
              (v30/*:: as any*/)
            ],
            "type": "MultiAlert",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8e4a9a67a9ef8d751eb4808004f1ad73353564794f4cb9e1004da505cce1247a",
    "metadata": {},
    "name": "MultiAlertScreensEditQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "56e4d0c8e15e5924f4eb89bd159dc363";

export default node;

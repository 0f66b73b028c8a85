/**
 * @generated SignedSource<<850045c04a283d635a21ed585c8d43dd>>
 * @relayHash c82d67bd9ba47970ed8ae30458113c39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ae7d4f1f6d519e62e3ea919bfb7bfa52f8e42067e712a69759935401187b985

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetworkSettingsInput = {
  allowPublicAlerts?: boolean | null | undefined;
  allowSOSAlerts?: boolean | null | undefined;
  confirmIncidents?: boolean | null | undefined;
  disallowMemberComments?: boolean | null | undefined;
  disallowMemberPosts?: boolean | null | undefined;
  displayMemberLocation?: boolean | null | undefined;
  enableClustering?: boolean | null | undefined;
  enableDynamicEmergencyAlert?: boolean | null | undefined;
  enableDynamicNetworkAlert?: boolean | null | undefined;
  enableDynamicPanicAlert?: boolean | null | undefined;
  enableDynamicSafeAssistAlert?: boolean | null | undefined;
  enableNotificationRange?: boolean | null | undefined;
  excludeFromOperationalView?: boolean | null | undefined;
  notificationRange?: number | null | undefined;
  notifySelectedUsersOutsideOfRange?: ReadonlyArray<string> | null | undefined;
  onlyNotifyAdmins?: boolean | null | undefined;
};
export type NetworkSettingsTabSaveMutation$variables = {
  id: string;
  input: NetworkSettingsInput;
};
export type NetworkSettingsTabSaveMutation$data = {
  readonly updateNetworkSettings: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly network: {
      readonly id: string;
      readonly settings: {
        readonly " $fragmentSpreads": FragmentRefs<"NetworkSettingsTab_settings">;
      };
    } | null | undefined;
  };
};
export type NetworkSettingsTabSaveMutation = {
  response: NetworkSettingsTabSaveMutation$data;
  variables: NetworkSettingsTabSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
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
    "args": null,
    "kind": "ScalarField",
    "name": "enableNotificationRange",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "notificationRange",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "notifySelectedUsersOutsideOfRange",
    "plural": true,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "displayName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "disallowMemberPosts",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "disallowMemberComments",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "onlyNotifyAdmins",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayMemberLocation",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "confirmIncidents",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "enableDynamicEmergencyAlert",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "enableDynamicPanicAlert",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "enableDynamicNetworkAlert",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "enableDynamicSafeAssistAlert",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "enableClustering",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "excludeFromOperationalView",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "allowSOSAlerts",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "allowPublicAlerts",
    "storageKey": null
  }
],
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NetworkSettingsTabSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NetworkPayload",
        "kind": "LinkedField",
        "name": "updateNetworkSettings",
        "plural": false,
        "selections": [
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
                "concreteType": "NetworkSettings",
                "kind": "LinkedField",
                "name": "settings",
                "plural": false,
                "selections": [
                  {
                    "kind": "InlineDataFragmentSpread",
                    "name": "NetworkSettingsTab_settings",
                    "selections": (v3/*:: as any*/),
                    "args": null,
                    "argumentDefinitions": []
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NetworkSettingsTabSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NetworkPayload",
        "kind": "LinkedField",
        "name": "updateNetworkSettings",
        "plural": false,
        "selections": [
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
                "concreteType": "NetworkSettings",
                "kind": "LinkedField",
                "name": "settings",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5ae7d4f1f6d519e62e3ea919bfb7bfa52f8e42067e712a69759935401187b985",
    "metadata": {},
    "name": "NetworkSettingsTabSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8dd2b166c8f9c1b54cc9dd474e6ea104";

export default node;

/**
 * @generated SignedSource<<483336671c50270bc7f68716e00b5780>>
 * @relayHash 57e57358b1c185dbc60693b93f246642
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ad1b89b107d23f6d0fac3050ba9e97b1cd0422a10b7ccc7f419d1ee1da6b4be

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SensorDeviceFormTestQuery$variables = {
  id: string;
};
export type SensorDeviceFormTestQuery$data = {
  readonly node: {
    readonly sensor: {
      readonly " $fragmentSpreads": FragmentRefs<"SensorDeviceForm_device">;
    } | null | undefined;
  } | null | undefined;
};
export type SensorDeviceFormTestQuery = {
  response: SensorDeviceFormTestQuery$data;
  variables: SensorDeviceFormTestQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SensorDeviceFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SensorDeviceForm_device"
                }
              ],
              "type": "SensorDevice",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "sensor"
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
    "name": "SensorDeviceFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "serialNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "location",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "latitude",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "longitude",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Client",
                "kind": "LinkedField",
                "name": "client",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
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
                "name": "siaId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "alarmAreaName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "objectName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "placement",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "floor",
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
                "name": "alertRemoteCenter",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sound",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "testModeEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "testModeAutoDisableTimeoutMs",
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
                "name": "deleted",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DevicePermissions",
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
              }
            ],
            "type": "SensorDevice",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0ad1b89b107d23f6d0fac3050ba9e97b1cd0422a10b7ccc7f419d1ee1da6b4be",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v4/*:: as any*/),
        "node.alarmAreaName": (v5/*:: as any*/),
        "node.alertRemoteCenter": (v5/*:: as any*/),
        "node.client": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Client"
        },
        "node.client.id": (v6/*:: as any*/),
        "node.client.name": (v4/*:: as any*/),
        "node.deleted": (v7/*:: as any*/),
        "node.description": (v5/*:: as any*/),
        "node.enableClustering": (v7/*:: as any*/),
        "node.floor": (v5/*:: as any*/),
        "node.id": (v6/*:: as any*/),
        "node.latitude": (v8/*:: as any*/),
        "node.location": (v5/*:: as any*/),
        "node.longitude": (v8/*:: as any*/),
        "node.name": (v4/*:: as any*/),
        "node.objectName": (v5/*:: as any*/),
        "node.owner": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "node.owner.displayName": (v4/*:: as any*/),
        "node.owner.email": (v4/*:: as any*/),
        "node.owner.id": (v6/*:: as any*/),
        "node.placement": (v5/*:: as any*/),
        "node.serialNumber": (v5/*:: as any*/),
        "node.siaId": (v5/*:: as any*/),
        "node.sound": (v5/*:: as any*/),
        "node.testModeAutoDisableTimeoutMs": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "node.testModeEnabled": (v7/*:: as any*/),
        "node.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DevicePermissions"
        },
        "node.viewerCan.edit": (v7/*:: as any*/)
      }
    },
    "name": "SensorDeviceFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4d217a50fde0bbe30833c8aa2cb20c52";

export default node;

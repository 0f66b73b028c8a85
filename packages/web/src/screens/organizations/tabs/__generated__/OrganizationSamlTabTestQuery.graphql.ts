/**
 * @generated SignedSource<<7b4f038eec53fa9666fb656b35451dec>>
 * @relayHash 393546a93f79b50fb125af94fe89cca6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 833404544e4793729fe752a2ecbe98f45614256f7030b8acc901f853bbca61e7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationSamlTabTestQuery$variables = {
  id: string;
};
export type OrganizationSamlTabTestQuery$data = {
  readonly node: {
    readonly organization: {
      readonly " $fragmentSpreads": FragmentRefs<"OrganizationSamlTab_organization">;
    } | null | undefined;
  } | null | undefined;
};
export type OrganizationSamlTabTestQuery = {
  response: OrganizationSamlTabTestQuery$data;
  variables: OrganizationSamlTabTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganizationSamlTabTestQuery",
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
                  "name": "OrganizationSamlTab_organization"
                }
              ],
              "type": "Organization",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "organization"
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
    "name": "OrganizationSamlTabTestQuery",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "OrganizationPermissions",
                "kind": "LinkedField",
                "name": "viewerCan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "saveSaml",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OrganizationSamlSettings",
                "kind": "LinkedField",
                "name": "samlSettings",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "samlMetadataUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "samlEmailDomains",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "samlAllowUserCreation",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "samlAllowIdpInitiated",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SamlServiceProvider",
                    "kind": "LinkedField",
                    "name": "serviceProvider",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "entityId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "assertionConsumerServiceUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "metadataUrl",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Organization",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "833404544e4793729fe752a2ecbe98f45614256f7030b8acc901f853bbca61e7",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v2/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.samlSettings": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "OrganizationSamlSettings"
        },
        "node.samlSettings.samlAllowIdpInitiated": (v3/*:: as any*/),
        "node.samlSettings.samlAllowUserCreation": (v3/*:: as any*/),
        "node.samlSettings.samlEmailDomains": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "node.samlSettings.samlMetadataUrl": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "node.samlSettings.serviceProvider": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SamlServiceProvider"
        },
        "node.samlSettings.serviceProvider.assertionConsumerServiceUrl": (v2/*:: as any*/),
        "node.samlSettings.serviceProvider.entityId": (v2/*:: as any*/),
        "node.samlSettings.serviceProvider.metadataUrl": (v2/*:: as any*/),
        "node.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "OrganizationPermissions"
        },
        "node.viewerCan.saveSaml": (v3/*:: as any*/)
      }
    },
    "name": "OrganizationSamlTabTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fa916645e75d620317863d6c28a9a25e";

export default node;

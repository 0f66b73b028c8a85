/**
 * @generated SignedSource<<d2b0e03418b79f110590e0fe924903d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActionLogTab_query$data = {
  readonly actionLog: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly action: string;
        readonly actor: {
          readonly displayName: string;
          readonly id: string;
        } | null | undefined;
        readonly changes: ReadonlyArray<{
          readonly after: string | null | undefined;
          readonly before: string | null | undefined;
          readonly field: string;
          readonly references: ReadonlyArray<{
            readonly key: string | null | undefined;
            readonly logId: string;
            readonly name: string | null | undefined;
            readonly nodeId: string | null | undefined;
            readonly releaseNote: boolean;
            readonly section: string | null | undefined;
          }>;
        }>;
        readonly createdAt: string;
        readonly entity: {
          readonly logId: string;
          readonly name: string | null | undefined;
          readonly nodeId: string | null | undefined;
          readonly releaseNote: boolean;
          readonly section: string | null | undefined;
        } | null | undefined;
        readonly entityType: string;
        readonly id: string;
      };
    }>;
    readonly pageInfo: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
    };
    readonly totalCount: number;
  };
  readonly filterEntity: ReadonlyArray<{
    readonly displayName?: string;
    readonly id: string;
    readonly name?: string;
  } | null | undefined>;
  readonly filterUser: ReadonlyArray<{
    readonly displayName?: string;
    readonly id: string;
  } | null | undefined>;
  readonly " $fragmentType": "ActionLogTab_query";
};
export type ActionLogTab_query$key = {
  readonly " $data"?: ActionLogTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActionLogTab_query">;
};

import ActionLogTabRefetchQuery_graphql from './ActionLogTabRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "logId",
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nodeId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "releaseNote",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "section",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v1/*:: as any*/)
  ],
  "type": "User",
  "abstractKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "entity"
    },
    {
      "defaultValue": [],
      "kind": "LocalArgument",
      "name": "entityIds"
    },
    {
      "defaultValue": 50,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "from"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "to"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "type"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "user"
    },
    {
      "defaultValue": [],
      "kind": "LocalArgument",
      "name": "userIds"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": ActionLogTabRefetchQuery_graphql
    }
  },
  "name": "ActionLogTab_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "after",
          "variableName": "after"
        },
        {
          "fields": [
            {
              "kind": "Variable",
              "name": "entityId",
              "variableName": "entity"
            },
            {
              "kind": "Variable",
              "name": "entityType",
              "variableName": "type"
            },
            {
              "kind": "Variable",
              "name": "from",
              "variableName": "from"
            },
            {
              "kind": "Variable",
              "name": "to",
              "variableName": "to"
            },
            {
              "kind": "Variable",
              "name": "userId",
              "variableName": "user"
            }
          ],
          "kind": "ObjectValue",
          "name": "filter"
        },
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        }
      ],
      "concreteType": "ActionLogConnection",
      "kind": "LinkedField",
      "name": "actionLog",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ActionLogEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ActionLogEntry",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "entityType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "action",
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
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "actor",
                  "plural": false,
                  "selections": [
                    (v0/*:: as any*/),
                    (v1/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ActionLogReference",
                  "kind": "LinkedField",
                  "name": "entity",
                  "plural": false,
                  "selections": [
                    (v2/*:: as any*/),
                    (v3/*:: as any*/),
                    (v4/*:: as any*/),
                    (v5/*:: as any*/),
                    (v6/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "FieldChange",
                  "kind": "LinkedField",
                  "name": "changes",
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
                      "name": "before",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "after",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "ActionLogReference",
                      "kind": "LinkedField",
                      "name": "references",
                      "plural": true,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "key",
                          "storageKey": null
                        },
                        (v2/*:: as any*/),
                        (v3/*:: as any*/),
                        (v4/*:: as any*/),
                        (v5/*:: as any*/),
                        (v6/*:: as any*/)
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "filterEntity",
      "args": [
        {
          "kind": "Variable",
          "name": "ids",
          "variableName": "entityIds"
        }
      ],
      "concreteType": null,
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v7/*:: as any*/),
        {
          "kind": "InlineFragment",
          "selections": [
            (v3/*:: as any*/)
          ],
          "type": "Client",
          "abstractKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "filterUser",
      "args": [
        {
          "kind": "Variable",
          "name": "ids",
          "variableName": "userIds"
        }
      ],
      "concreteType": null,
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v7/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "24094699792ee6087cdd69d1ec39c8d8";

export default node;

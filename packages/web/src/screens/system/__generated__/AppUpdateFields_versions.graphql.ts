/**
 * @generated SignedSource<<8c0ef408fddaafacb249e1edbeee980d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppUpdateFields_versions$data = {
  readonly inUse: ReadonlyArray<{
    readonly os: string;
    readonly users: number;
    readonly version: string;
  }>;
  readonly latest: ReadonlyArray<{
    readonly os: string;
    readonly version: string;
  }>;
  readonly " $fragmentType": "AppUpdateFields_versions";
};
export type AppUpdateFields_versions$key = {
  readonly " $data"?: AppUpdateFields_versions$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppUpdateFields_versions">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "os",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppUpdateFields_versions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AppVersion",
      "kind": "LinkedField",
      "name": "latest",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AppVersionUsage",
      "kind": "LinkedField",
      "name": "inUse",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "users",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SystemVersions",
  "abstractKey": null
};
})();

(node as any).hash = "f02e07a3a0c9fa02616ae6a452e5a71c";

export default node;

/**
 * @generated SignedSource<<75532a88f7e9039a70c1a527899e758b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Language = "EN" | "ES" | "SV" | "%future added value";
export type LoginStatus = "CODE_REQUIRED" | "SIGNED_IN" | "%future added value";
export type Role = "ADMIN" | "CLIENT_ADMIN" | "MULTI_CLIENT_ADMIN" | "ORGANIZATION_ADMIN" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type signedIn_payload$data = {
  readonly accessToken: string | null | undefined;
  readonly status: LoginStatus;
  readonly userId: string | null | undefined;
  readonly viewer: {
    readonly displayName: string;
    readonly email: string;
    readonly id: string;
    readonly language: Language | null | undefined;
    readonly roles: ReadonlyArray<Role>;
  } | null | undefined;
  readonly " $fragmentType": "signedIn_payload";
};
export type signedIn_payload$key = {
  readonly " $data"?: signedIn_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"signedIn_payload">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "signedIn_payload"
};

(node as any).hash = "85ece96be3129eb7e0e184cac0da60a4";

export default node;

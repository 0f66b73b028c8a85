-- IdP-initiated single sign-on: an organization may accept unsolicited SAML Responses (the app tiles of an
-- identity provider's portal). Off by default.
ALTER TABLE organizations ADD COLUMN saml_allow_idp_initiated boolean NOT NULL DEFAULT false;

-- The assertions accepted without a request of ours, by the assertion's ID, each kept until it can no
-- longer pass the time checks (its NotOnOrAfter plus the clock skew): the same assertion posted again,
-- on any replica, finds its row (a replay). Keyed per organization: one IdP's IDs cannot block another's.
-- Rows past expires_at are removed by later inserts.
CREATE TABLE saml_assertions (
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  id text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (organization_id, id)
);
CREATE INDEX saml_assertions_expires_idx ON saml_assertions (expires_at);

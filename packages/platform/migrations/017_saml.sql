-- SAML single sign-on (issue 10): the AuthnRequests we issued (so the ACS accepts an answer to one of them
-- once, on any replica) and the one-time codes that hand a signed-in user from the ACS to the console.

-- One row per AuthnRequest (id = its ID attribute). Valid 10 minutes; answered_at set by the one ACS call
-- that accepts the answer (a replay finds it set). Rows older than a day are removed by later inits.
CREATE TABLE saml_requests (
  id text PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  os text CHECK (os IN ('ios', 'android')),
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz
);
CREATE INDEX saml_requests_created_idx ON saml_requests (created_at);

-- The code in the ACS's redirect (?saml=<code>), stored as its SHA-256; 60 seconds, single use.
CREATE TABLE saml_login_codes (
  code_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX saml_login_codes_created_idx ON saml_login_codes (created_at);

-- Organizations (issue 10): per-user show/hide of organizations, the SAML e-mail domains as a claim
-- table (one organization per domain: the unique key answers 409 DOMAIN_CLAIMED), user creation on
-- SAML sign-in, the description rule in the database, and the list's indexes.

-- Organization-admins hide organizations from their own list; a row means hidden for that user.
CREATE TABLE hidden_organizations (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, organization_id)
);
CREATE INDEX hidden_organizations_organization_id_idx ON hidden_organizations (organization_id);

-- The e-mail domains an organization signs in with by SAML. The primary key is the claim: a domain
-- belongs to at most one organization (the SAML sign-in finds the organization by it).
CREATE TABLE organization_email_domains (
  domain text PRIMARY KEY CHECK (domain = lower(domain) AND char_length(domain) <= 253),
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE
);
CREATE INDEX organization_email_domains_organization_idx ON organization_email_domains (organization_id, domain);

-- The array column's domains move to the table; a domain two organizations listed stays with the older one.
INSERT INTO organization_email_domains (domain, organization_id)
SELECT DISTINCT ON (d) d, id
  FROM (SELECT o.id, lower(trim(x.d)) AS d FROM organizations o CROSS JOIN LATERAL unnest(o.saml_email_domains) AS x(d)) y
 WHERE d <> '' AND char_length(d) <= 253
 ORDER BY d, id;
ALTER TABLE organizations DROP COLUMN saml_email_domains;

ALTER TABLE organizations ADD COLUMN saml_allow_user_creation boolean NOT NULL DEFAULT false;

UPDATE organizations SET description = left(description, 300) WHERE char_length(description) > 300;
ALTER TABLE organizations ADD CONSTRAINT organizations_description_length CHECK (char_length(description) <= 300);

-- The list: newest first by default (the scope of a non-admin is a few ids, answered by the primary
-- key), and the search by name like the clients' (migration 004).
CREATE INDEX organizations_created_idx ON organizations (created_at DESC, id DESC);
CREATE INDEX organizations_name_trgm_idx ON organizations USING gin (name public.gin_trgm_ops);

-- An organization's users tab (GET /organizations/{id}/users): its active users newest first (the
-- default sort and an index-only total) and by name, without sorting the organization's users (13.7k in
-- the largest at scale 300). docs/performance.md, "Organizations".
CREATE INDEX users_organization_created_idx ON users (organization_id, created_at DESC, id DESC)
  WHERE deactivated_at IS NULL;
CREATE INDEX users_organization_name_idx
  ON users (organization_id, lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), id)
  WHERE deactivated_at IS NULL;
ANALYZE organizations, users;

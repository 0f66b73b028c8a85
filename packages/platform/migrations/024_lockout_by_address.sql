-- Sign-in failures count per account AND client address: five wrong passwords (or codes) from one address
-- lock that address out of that account, while the owner signing in from another address is not affected
-- (src/auth/lockout.ts). The old per-account counts are dropped: they would lock no one under the new key.
DELETE FROM auth_lockouts;
ALTER TABLE auth_lockouts DROP CONSTRAINT auth_lockouts_pkey;
ALTER TABLE auth_lockouts ADD COLUMN address text NOT NULL;
ALTER TABLE auth_lockouts ADD PRIMARY KEY (email, address);
-- The sweep of stale rows (failures a day old, no lock running).
CREATE INDEX auth_lockouts_last_failure_idx ON auth_lockouts (last_failure_at);

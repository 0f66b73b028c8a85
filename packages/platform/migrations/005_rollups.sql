-- Figures from rollups (issue 7): the dashboard counts, history, hourly chart, subscriptions and incident
-- counters read these tables instead of counting the source tables, so their cost does not grow with them.
--
-- Kept in the same transaction as every write by triggers on the source tables, so every writer (services,
-- seed, tests, later areas) keeps them right. Statement-level triggers with transition tables aggregate a
-- bulk insert into one upsert per rollup row, so multi-row seeding stays fast. Rows that follow a parent
-- row (comments follow their incident's client, integrations their network's client, a user's figures its
-- memberships) move when the parent moves. Where a cascade deletes children, the parent's BEFORE DELETE
-- row trigger takes their counts away while they are still visible; the children's own trigger then finds
-- no parent and leaves the counts alone.
--
-- Keys: client_id 0 means "no client"; -1 is the whole platform, the only rows the admin's figures read.
-- Hours are UTC hour starts, which are also Stockholm hour starts (its offsets are whole hours); days,
-- weeks (Monday) and months are Stockholm calendar periods. A user is counted by its organization (0:
-- none) and the sorted list of its clients, so a user in two clients of one scope counts once.
--
-- Contention: concurrent writes for one client and hour upsert the same rows and queue on their row lock
-- until the writer commits; every new row of a kind also updates that hour's platform-wide row. Fine at
-- this platform's write rate (a few incidents a second at peak, transactions of milliseconds); a much
-- higher rate would move these upserts to a queue table drained by a bounded job. A transaction that
-- writes several clients' rows in separate statements while another does so in the opposite order can
-- deadlock on these rows (PostgreSQL aborts one, 40P01): such writers write in client order or in one
-- statement.

CREATE TABLE rollup_totals (
  client_id integer NOT NULL,
  kind text NOT NULL,
  status text NOT NULL, -- the incident status; '' for the other kinds
  n bigint NOT NULL,
  PRIMARY KEY (client_id, kind, status)
);

CREATE TABLE rollup_hourly (
  client_id integer NOT NULL,
  bucket timestamptz NOT NULL,
  kind text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (client_id, bucket, kind)
);
CREATE INDEX rollup_hourly_bucket_idx ON rollup_hourly (bucket);

CREATE TABLE rollup_daily (
  client_id integer NOT NULL,
  bucket date NOT NULL,
  kind text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (client_id, bucket, kind)
);
CREATE INDEX rollup_daily_bucket_idx ON rollup_daily (bucket);

CREATE TABLE rollup_weekly (
  client_id integer NOT NULL,
  bucket date NOT NULL,
  kind text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (client_id, bucket, kind)
);
CREATE INDEX rollup_weekly_bucket_idx ON rollup_weekly (bucket);

CREATE TABLE rollup_monthly (
  client_id integer NOT NULL,
  bucket date NOT NULL,
  kind text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (client_id, bucket, kind)
);
CREATE INDEX rollup_monthly_bucket_idx ON rollup_monthly (bucket);

-- Incidents per status and Stockholm day: the incidents list summary with date filters. (Not per network:
-- with ~100 incidents per network that key is about as large as the incidents table; a network filter
-- counts that network's incidents through their index instead.)
CREATE TABLE rollup_incidents_daily (
  client_id integer NOT NULL,
  day date NOT NULL,
  status text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (client_id, day, status)
);
CREATE INDEX rollup_incidents_daily_day_idx ON rollup_incidents_daily (day);

CREATE TABLE rollup_users_totals (
  organization_id integer NOT NULL,
  client_ids integer[] NOT NULL,
  subscription text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (organization_id, client_ids, subscription)
);
CREATE INDEX rollup_users_totals_clients_idx ON rollup_users_totals USING gin (client_ids);

CREATE TABLE rollup_users_hourly (
  organization_id integer NOT NULL,
  client_ids integer[] NOT NULL,
  bucket timestamptz NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (organization_id, client_ids, bucket)
);
CREATE INDEX rollup_users_hourly_clients_idx ON rollup_users_hourly USING gin (client_ids);
CREATE INDEX rollup_users_hourly_bucket_idx ON rollup_users_hourly (bucket);

CREATE TABLE rollup_users_daily (
  organization_id integer NOT NULL,
  client_ids integer[] NOT NULL,
  bucket date NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (organization_id, client_ids, bucket)
);
CREATE INDEX rollup_users_daily_clients_idx ON rollup_users_daily USING gin (client_ids);
CREATE INDEX rollup_users_daily_bucket_idx ON rollup_users_daily (bucket);

CREATE TABLE rollup_users_weekly (
  organization_id integer NOT NULL,
  client_ids integer[] NOT NULL,
  bucket date NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (organization_id, client_ids, bucket)
);
CREATE INDEX rollup_users_weekly_clients_idx ON rollup_users_weekly USING gin (client_ids);
CREATE INDEX rollup_users_weekly_bucket_idx ON rollup_users_weekly (bucket);

CREATE TABLE rollup_users_monthly (
  organization_id integer NOT NULL,
  client_ids integer[] NOT NULL,
  bucket date NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (organization_id, client_ids, bucket)
);
CREATE INDEX rollup_users_monthly_clients_idx ON rollup_users_monthly USING gin (client_ids);
CREATE INDEX rollup_users_monthly_bucket_idx ON rollup_users_monthly (bucket);

-- ------------------------------------------------------------------------------------------------
-- Applying changes: parallel arrays of (kind, client, UTC hour, status, delta), already grouped by the
-- caller; each rollup table groups them again at its own grain. Every change also goes to the
-- platform-wide row (client -1; users: organization -1, no clients), which the admin's figures read:
-- a few hundred rows whatever the number of clients. A write that moves a row between clients nets
-- to zero there and leaves it alone. The appliers are PL/pgSQL so their statements' plans are cached
-- per connection (a SQL-language function is planned again on every call). Rows are upserted in key
-- order, so two statements touching the same rollup rows lock them in the same order.

CREATE FUNCTION rollup_deltas(kinds text[], clients integer[], hours timestamptz[], statuses text[], deltas bigint[])
RETURNS TABLE (k text, c integer, h timestamptz, s text, d bigint) LANGUAGE sql IMMUTABLE AS $$
  SELECT * FROM unnest(kinds, clients, hours, statuses, deltas)
  UNION ALL
  SELECT k, -1, h, s, d FROM unnest(kinds, clients, hours, statuses, deltas) AS x(k, c, h, s, d)
$$;

CREATE FUNCTION rollup_user_deltas(orgs integer[], client_lists text[], hours timestamptz[], tiers text[], deltas bigint[])
RETURNS TABLE (o integer, cl text, h timestamptz, t text, d bigint) LANGUAGE sql IMMUTABLE AS $$
  SELECT * FROM unnest(orgs, client_lists, hours, tiers, deltas)
  UNION ALL
  SELECT -1, '{}', h, t, d FROM unnest(orgs, client_lists, hours, tiers, deltas) AS x(o, cl, h, t, d)
$$;

CREATE FUNCTION rollup_apply(kinds text[], clients integer[], hours timestamptz[], statuses text[], deltas bigint[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_totals AS r (client_id, kind, status, n)
  SELECT c, k, CASE WHEN k = 'incidents' THEN s ELSE '' END, sum(d)
    FROM rollup_deltas(kinds, clients, hours, statuses, deltas) AS x(k, c, h, s, d)
   GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (client_id, kind, status) DO UPDATE SET n = r.n + excluded.n;

  INSERT INTO rollup_hourly AS r (client_id, bucket, kind, n)
  SELECT c, h, k, sum(d) FROM rollup_deltas(kinds, clients, hours, statuses, deltas) AS x(k, c, h, s, d)
   GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (client_id, bucket, kind) DO UPDATE SET n = r.n + excluded.n;

  INSERT INTO rollup_daily AS r (client_id, bucket, kind, n)
  SELECT c, (h AT TIME ZONE 'Europe/Stockholm')::date, k, sum(d)
    FROM rollup_deltas(kinds, clients, hours, statuses, deltas) AS x(k, c, h, s, d)
   GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (client_id, bucket, kind) DO UPDATE SET n = r.n + excluded.n;

  INSERT INTO rollup_weekly AS r (client_id, bucket, kind, n)
  SELECT c, date_trunc('week', h AT TIME ZONE 'Europe/Stockholm')::date, k, sum(d)
    FROM rollup_deltas(kinds, clients, hours, statuses, deltas) AS x(k, c, h, s, d)
   GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (client_id, bucket, kind) DO UPDATE SET n = r.n + excluded.n;

  INSERT INTO rollup_monthly AS r (client_id, bucket, kind, n)
  SELECT c, date_trunc('month', h AT TIME ZONE 'Europe/Stockholm')::date, k, sum(d)
    FROM rollup_deltas(kinds, clients, hours, statuses, deltas) AS x(k, c, h, s, d)
   GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (client_id, bucket, kind) DO UPDATE SET n = r.n + excluded.n;

  INSERT INTO rollup_incidents_daily AS r (client_id, day, status, n)
  SELECT c, (h AT TIME ZONE 'Europe/Stockholm')::date, s, sum(d)
    FROM rollup_deltas(kinds, clients, hours, statuses, deltas) AS x(k, c, h, s, d)
   WHERE k = 'incidents'
   GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (client_id, day, status) DO UPDATE SET n = r.n + excluded.n;
END $$;

-- Users: parallel arrays of (organization, clients as an array literal, UTC hour, subscription, delta).
CREATE FUNCTION rollup_users_apply(orgs integer[], client_lists text[], hours timestamptz[], tiers text[], deltas bigint[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_users_totals AS r (organization_id, client_ids, subscription, n)
  SELECT o, cl::integer[], t, sum(d) FROM rollup_user_deltas(orgs, client_lists, hours, tiers, deltas) AS x(o, cl, h, t, d)
   GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, client_ids, subscription) DO UPDATE SET n = r.n + excluded.n;

  INSERT INTO rollup_users_hourly AS r (organization_id, client_ids, bucket, n)
  SELECT o, cl::integer[], h, sum(d) FROM rollup_user_deltas(orgs, client_lists, hours, tiers, deltas) AS x(o, cl, h, t, d)
   GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, client_ids, bucket) DO UPDATE SET n = r.n + excluded.n;

  INSERT INTO rollup_users_daily AS r (organization_id, client_ids, bucket, n)
  SELECT o, cl::integer[], (h AT TIME ZONE 'Europe/Stockholm')::date, sum(d)
    FROM rollup_user_deltas(orgs, client_lists, hours, tiers, deltas) AS x(o, cl, h, t, d)
   GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, client_ids, bucket) DO UPDATE SET n = r.n + excluded.n;

  INSERT INTO rollup_users_weekly AS r (organization_id, client_ids, bucket, n)
  SELECT o, cl::integer[], date_trunc('week', h AT TIME ZONE 'Europe/Stockholm')::date, sum(d)
    FROM rollup_user_deltas(orgs, client_lists, hours, tiers, deltas) AS x(o, cl, h, t, d)
   GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, client_ids, bucket) DO UPDATE SET n = r.n + excluded.n;

  INSERT INTO rollup_users_monthly AS r (organization_id, client_ids, bucket, n)
  SELECT o, cl::integer[], date_trunc('month', h AT TIME ZONE 'Europe/Stockholm')::date, sum(d)
    FROM rollup_user_deltas(orgs, client_lists, hours, tiers, deltas) AS x(o, cl, h, t, d)
   GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, client_ids, bucket) DO UPDATE SET n = r.n + excluded.n;
END $$;

-- Immutable all the way down (unlike date_trunc's time-zone form), so the planner inlines it.
CREATE FUNCTION rollup_hour(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
$$;

CREATE FUNCTION rollup_user_clients(uid integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(client_id ORDER BY client_id), '{}') FROM client_users WHERE user_id = uid
$$;

-- ------------------------------------------------------------------------------------------------
-- Clients, devices, networks, incidents: counted by their own client.

CREATE FUNCTION rollup_clients_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_apply(array_agg('clients'::text), array_agg(id), array_agg(h), array_agg(''::text), array_agg(d))
       FROM (SELECT id, rollup_hour(created_at) AS h, count(*) AS d FROM new_rows GROUP BY 1, 2) x;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rollup_apply(array_agg('clients'::text), array_agg(id), array_agg(h), array_agg(''::text), array_agg(d))
       FROM (SELECT id, rollup_hour(created_at) AS h, -count(*) AS d FROM old_rows GROUP BY 1, 2) x;
  ELSE
    PERFORM rollup_apply(array_agg('clients'::text), array_agg(id), array_agg(h), array_agg(''::text), array_agg(d))
       FROM (SELECT id, h, sum(d) AS d
               FROM (SELECT id, rollup_hour(created_at) AS h, -1 AS d FROM old_rows
                     UNION ALL SELECT id, rollup_hour(created_at), 1 FROM new_rows) y
              GROUP BY 1, 2 HAVING sum(d) <> 0) x;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION rollup_devices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_apply(array_agg('devices'::text), array_agg(c), array_agg(h), array_agg(''::text), array_agg(d))
       FROM (SELECT coalesce(client_id, 0) AS c, rollup_hour(created_at) AS h, count(*) AS d FROM new_rows GROUP BY 1, 2) x;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rollup_apply(array_agg('devices'::text), array_agg(c), array_agg(h), array_agg(''::text), array_agg(d))
       FROM (SELECT coalesce(client_id, 0) AS c, rollup_hour(created_at) AS h, -count(*) AS d FROM old_rows GROUP BY 1, 2) x;
  ELSE
    PERFORM rollup_apply(array_agg('devices'::text), array_agg(c), array_agg(h), array_agg(''::text), array_agg(d))
       FROM (SELECT c, h, sum(d) AS d
               FROM (SELECT coalesce(client_id, 0) AS c, rollup_hour(created_at) AS h, -1 AS d FROM old_rows
                     UNION ALL SELECT coalesce(client_id, 0), rollup_hour(created_at), 1 FROM new_rows) y
              GROUP BY 1, 2 HAVING sum(d) <> 0) x;
  END IF;
  RETURN NULL;
END $$;

-- Networks also carry their integrations: a network that changes client moves them along.
CREATE FUNCTION rollup_networks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_apply(array_agg('networks'::text), array_agg(c), array_agg(h), array_agg(''::text), array_agg(d))
       FROM (SELECT coalesce(client_id, 0) AS c, rollup_hour(created_at) AS h, count(*) AS d FROM new_rows GROUP BY 1, 2) x;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rollup_apply(array_agg('networks'::text), array_agg(c), array_agg(h), array_agg(''::text), array_agg(d))
       FROM (SELECT coalesce(client_id, 0) AS c, rollup_hour(created_at) AS h, -count(*) AS d FROM old_rows GROUP BY 1, 2) x;
  ELSE
    PERFORM rollup_apply(array_agg(k), array_agg(c), array_agg(h), array_agg(''::text), array_agg(d))
       FROM (SELECT k, c, h, sum(d) AS d
               FROM (SELECT 'networks' AS k, coalesce(client_id, 0) AS c, rollup_hour(created_at) AS h, -1 AS d FROM old_rows
                     UNION ALL SELECT 'networks', coalesce(client_id, 0), rollup_hour(created_at), 1 FROM new_rows
                     UNION ALL SELECT 'integrations', coalesce(o.client_id, 0), rollup_hour(ig.created_at), -1
                       FROM old_rows o JOIN new_rows nw ON nw.id = o.id JOIN integrations ig ON ig.network_id = o.id
                      WHERE o.client_id IS DISTINCT FROM nw.client_id
                     UNION ALL SELECT 'integrations', coalesce(nw.client_id, 0), rollup_hour(ig.created_at), 1
                       FROM old_rows o JOIN new_rows nw ON nw.id = o.id JOIN integrations ig ON ig.network_id = o.id
                      WHERE o.client_id IS DISTINCT FROM nw.client_id) y
              GROUP BY 1, 2, 3 HAVING sum(d) <> 0) x;
  END IF;
  RETURN NULL;
END $$;

-- Incidents also carry their comments: an incident that changes client moves them along.
CREATE FUNCTION rollup_incidents_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_apply(array_agg('incidents'::text), array_agg(c), array_agg(h), array_agg(s), array_agg(d))
       FROM (SELECT coalesce(client_id, 0) AS c, rollup_hour(created_at) AS h, status AS s, count(*) AS d
               FROM new_rows GROUP BY 1, 2, 3) x;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rollup_apply(array_agg('incidents'::text), array_agg(c), array_agg(h), array_agg(s), array_agg(d))
       FROM (SELECT coalesce(client_id, 0) AS c, rollup_hour(created_at) AS h, status AS s, -count(*) AS d
               FROM old_rows GROUP BY 1, 2, 3) x;
  ELSE
    PERFORM rollup_apply(array_agg(k), array_agg(c), array_agg(h), array_agg(s), array_agg(d))
       FROM (SELECT k, c, h, s, sum(d) AS d
               FROM (SELECT 'incidents' AS k, coalesce(client_id, 0) AS c, rollup_hour(created_at) AS h, status AS s, -1 AS d
                       FROM old_rows
                     UNION ALL SELECT 'incidents', coalesce(client_id, 0), rollup_hour(created_at), status, 1
                       FROM new_rows
                     UNION ALL SELECT 'comments', coalesce(o.client_id, 0), rollup_hour(cm.created_at), '', -1
                       FROM old_rows o JOIN new_rows nw ON nw.id = o.id JOIN comments cm ON cm.incident_id = o.id
                      WHERE o.client_id IS DISTINCT FROM nw.client_id
                     UNION ALL SELECT 'comments', coalesce(nw.client_id, 0), rollup_hour(cm.created_at), '', 1
                       FROM old_rows o JOIN new_rows nw ON nw.id = o.id JOIN comments cm ON cm.incident_id = o.id
                      WHERE o.client_id IS DISTINCT FROM nw.client_id) y
              GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0) x;
  END IF;
  RETURN NULL;
END $$;

-- ------------------------------------------------------------------------------------------------
-- Comments and integrations: counted by their parent's client. A parent already gone means a cascade
-- (the parent's BEFORE DELETE trigger below has taken them away).

CREATE FUNCTION rollup_comments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_apply(array_agg('comments'::text), array_agg(c), array_agg(h), array_agg(''::text), array_agg(d))
       FROM (SELECT coalesce(i.client_id, 0) AS c, rollup_hour(x.created_at) AS h, count(*) AS d
               FROM new_rows x JOIN incidents i ON i.id = x.incident_id GROUP BY 1, 2) x;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rollup_apply(array_agg('comments'::text), array_agg(c), array_agg(h), array_agg(''::text), array_agg(d))
       FROM (SELECT coalesce(i.client_id, 0) AS c, rollup_hour(x.created_at) AS h, -count(*) AS d
               FROM old_rows x JOIN incidents i ON i.id = x.incident_id GROUP BY 1, 2) x;
  ELSE
    PERFORM rollup_apply(array_agg('comments'::text), array_agg(c), array_agg(h), array_agg(''::text), array_agg(d))
       FROM (SELECT c, h, sum(d) AS d
               FROM (SELECT coalesce(i.client_id, 0) AS c, rollup_hour(x.created_at) AS h, -1 AS d
                       FROM old_rows x JOIN incidents i ON i.id = x.incident_id
                     UNION ALL SELECT coalesce(i.client_id, 0), rollup_hour(x.created_at), 1
                       FROM new_rows x JOIN incidents i ON i.id = x.incident_id) y
              GROUP BY 1, 2 HAVING sum(d) <> 0) x;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION rollup_integrations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_apply(array_agg('integrations'::text), array_agg(c), array_agg(h), array_agg(''::text), array_agg(d))
       FROM (SELECT coalesce(nw.client_id, 0) AS c, rollup_hour(x.created_at) AS h, count(*) AS d
               FROM new_rows x JOIN networks nw ON nw.id = x.network_id GROUP BY 1, 2) x;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rollup_apply(array_agg('integrations'::text), array_agg(c), array_agg(h), array_agg(''::text), array_agg(d))
       FROM (SELECT coalesce(nw.client_id, 0) AS c, rollup_hour(x.created_at) AS h, -count(*) AS d
               FROM old_rows x JOIN networks nw ON nw.id = x.network_id GROUP BY 1, 2) x;
  ELSE
    PERFORM rollup_apply(array_agg('integrations'::text), array_agg(c), array_agg(h), array_agg(''::text), array_agg(d))
       FROM (SELECT c, h, sum(d) AS d
               FROM (SELECT coalesce(nw.client_id, 0) AS c, rollup_hour(x.created_at) AS h, -1 AS d
                       FROM old_rows x JOIN networks nw ON nw.id = x.network_id
                     UNION ALL SELECT coalesce(nw.client_id, 0), rollup_hour(x.created_at), 1
                       FROM new_rows x JOIN networks nw ON nw.id = x.network_id) y
              GROUP BY 1, 2 HAVING sum(d) <> 0) x;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION rollup_incident_comments_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_apply(array_agg('comments'::text), array_agg(coalesce(OLD.client_id, 0)), array_agg(h), array_agg(''::text), array_agg(d))
     FROM (SELECT rollup_hour(created_at) AS h, -count(*) AS d FROM comments WHERE incident_id = OLD.id GROUP BY 1) x;
  RETURN OLD;
END $$;

CREATE FUNCTION rollup_network_integrations_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_apply(array_agg('integrations'::text), array_agg(coalesce(OLD.client_id, 0)), array_agg(h), array_agg(''::text), array_agg(d))
     FROM (SELECT rollup_hour(created_at) AS h, -count(*) AS d FROM integrations WHERE network_id = OLD.id GROUP BY 1) x;
  RETURN OLD;
END $$;

-- ------------------------------------------------------------------------------------------------
-- Users: counted by (organization, sorted client list, subscription). Memberships move a user between
-- client lists; a deleted user is taken away before its memberships cascade.

CREATE FUNCTION rollup_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_users_apply(array_agg(o), array_agg(cl), array_agg(h), array_agg(t), array_agg(d))
       FROM (SELECT coalesce(organization_id, 0) AS o, rollup_user_clients(id)::text AS cl, rollup_hour(created_at) AS h,
                    subscription AS t, count(*) AS d
               FROM new_rows GROUP BY 1, 2, 3, 4) x;
  ELSE
    PERFORM rollup_users_apply(array_agg(o), array_agg(cl), array_agg(h), array_agg(t), array_agg(d))
       FROM (SELECT o, cl, h, t, sum(d) AS d
               FROM (SELECT coalesce(organization_id, 0) AS o, rollup_user_clients(id)::text AS cl, rollup_hour(created_at) AS h,
                            subscription AS t, -1 AS d
                       FROM old_rows
                     UNION ALL SELECT coalesce(organization_id, 0), rollup_user_clients(id)::text, rollup_hour(created_at), subscription, 1
                       FROM new_rows) y
              GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0) x;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION rollup_user_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_users_apply(ARRAY[coalesce(OLD.organization_id, 0)], ARRAY[rollup_user_clients(OLD.id)::text],
                             ARRAY[rollup_hour(OLD.created_at)], ARRAY[OLD.subscription], ARRAY[-1::bigint]);
  RETURN OLD;
END $$;

-- Memberships added (user, client pairs) and removed in one statement: each user still present moves
-- from the client list it had before the statement to the one it has now.
CREATE FUNCTION rollup_memberships_moved(added_users integer[], added_clients integer[], removed_users integer[], removed_clients integer[])
RETURNS void LANGUAGE sql AS $$
  WITH added AS (
    SELECT user_id, array_agg(client_id) AS clients FROM unnest(added_users, added_clients) AS a(user_id, client_id) GROUP BY 1),
  removed AS (
    SELECT user_id, array_agg(client_id) AS clients FROM unnest(removed_users, removed_clients) AS r(user_id, client_id) GROUP BY 1),
  touched AS (
    SELECT coalesce(a.user_id, r.user_id) AS user_id, coalesce(a.clients, '{}') AS added, coalesce(r.clients, '{}') AS removed
      FROM added a FULL JOIN removed r ON r.user_id = a.user_id),
  moves AS (
    SELECT coalesce(u.organization_id, 0) AS o, rollup_hour(u.created_at) AS h, u.subscription AS t, cur.clients AS now_clients,
           ARRAY(SELECT c FROM (SELECT unnest(cur.clients) EXCEPT ALL SELECT unnest(touched.added)
                                UNION ALL SELECT unnest(touched.removed)) z(c)
                  ORDER BY c) AS was_clients
      FROM touched JOIN users u ON u.id = touched.user_id
     CROSS JOIN LATERAL (SELECT rollup_user_clients(u.id) AS clients) cur),
  deltas AS (
    SELECT o, cl, h, t, sum(d) AS d
      FROM (SELECT o, was_clients::text AS cl, h, t, -1 AS d FROM moves WHERE was_clients <> now_clients
            UNION ALL SELECT o, now_clients::text, h, t, 1 FROM moves WHERE was_clients <> now_clients) y
     GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0)
  SELECT rollup_users_apply(array_agg(o), array_agg(cl), array_agg(h), array_agg(t), array_agg(d)) FROM deltas;
$$;

CREATE FUNCTION rollup_client_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_memberships_moved(array_agg(user_id), array_agg(client_id), '{}', '{}') FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rollup_memberships_moved('{}', '{}', array_agg(user_id), array_agg(client_id)) FROM old_rows;
  ELSE
    PERFORM rollup_memberships_moved((SELECT array_agg(user_id) FROM new_rows), (SELECT array_agg(client_id) FROM new_rows),
                                     (SELECT array_agg(user_id) FROM old_rows), (SELECT array_agg(client_id) FROM old_rows));
  END IF;
  RETURN NULL;
END $$;

-- ------------------------------------------------------------------------------------------------
-- Rebuild from the source tables: the backfill below, after a TRUNCATE of a source table, and for bulk
-- loaders that write with the triggers disabled (src/modules/stats/rollups.ts rebuildRollups).

-- Groups the source tables once at the hour grain into a scratch table and derives every rollup from
-- it with plain inserts (the tables are empty): much faster than the triggers' upserts for a full load.
CREATE FUNCTION rollup_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE rollup_totals, rollup_hourly, rollup_daily, rollup_weekly, rollup_monthly, rollup_incidents_daily,
           rollup_users_totals, rollup_users_hourly, rollup_users_daily, rollup_users_weekly, rollup_users_monthly;

  CREATE TEMP TABLE rollup_rebuild_hours ON COMMIT DROP AS
  SELECT 'clients' AS k, id AS c, rollup_hour(created_at) AS h, '' AS s, count(*) AS d FROM clients GROUP BY 2, 3
  UNION ALL SELECT 'devices', coalesce(client_id, 0), rollup_hour(created_at), '', count(*) FROM devices GROUP BY 2, 3
  UNION ALL SELECT 'networks', coalesce(client_id, 0), rollup_hour(created_at), '', count(*) FROM networks GROUP BY 2, 3
  UNION ALL SELECT 'incidents', coalesce(client_id, 0), rollup_hour(created_at), status, count(*) FROM incidents GROUP BY 2, 3, 4
  UNION ALL SELECT 'comments', coalesce(i.client_id, 0), rollup_hour(x.created_at), '', count(*)
              FROM comments x JOIN incidents i ON i.id = x.incident_id GROUP BY 2, 3
  UNION ALL SELECT 'integrations', coalesce(nw.client_id, 0), rollup_hour(x.created_at), '', count(*)
              FROM integrations x JOIN networks nw ON nw.id = x.network_id GROUP BY 2, 3;
  INSERT INTO rollup_rebuild_hours SELECT k, -1, h, s, sum(d) FROM rollup_rebuild_hours GROUP BY 1, 3, 4;

  INSERT INTO rollup_totals (client_id, kind, status, n) SELECT c, k, s, sum(d) FROM rollup_rebuild_hours GROUP BY 1, 2, 3;
  INSERT INTO rollup_hourly (client_id, bucket, kind, n) SELECT c, h, k, sum(d) FROM rollup_rebuild_hours GROUP BY 1, 2, 3;
  INSERT INTO rollup_daily (client_id, bucket, kind, n)
  SELECT c, (h AT TIME ZONE 'Europe/Stockholm')::date, k, sum(d) FROM rollup_rebuild_hours GROUP BY 1, 2, 3;
  INSERT INTO rollup_weekly (client_id, bucket, kind, n)
  SELECT c, date_trunc('week', h AT TIME ZONE 'Europe/Stockholm')::date, k, sum(d) FROM rollup_rebuild_hours GROUP BY 1, 2, 3;
  INSERT INTO rollup_monthly (client_id, bucket, kind, n)
  SELECT c, date_trunc('month', h AT TIME ZONE 'Europe/Stockholm')::date, k, sum(d) FROM rollup_rebuild_hours GROUP BY 1, 2, 3;
  INSERT INTO rollup_incidents_daily (client_id, day, status, n)
  SELECT c, (h AT TIME ZONE 'Europe/Stockholm')::date, s, sum(d) FROM rollup_rebuild_hours WHERE k = 'incidents' GROUP BY 1, 2, 3;
  DROP TABLE rollup_rebuild_hours;

  CREATE TEMP TABLE rollup_rebuild_users ON COMMIT DROP AS
  SELECT coalesce(u.organization_id, 0) AS o, coalesce(m.clients, '{}') AS cl, rollup_hour(u.created_at) AS h,
         u.subscription AS t, count(*) AS d
    FROM users u
    LEFT JOIN (SELECT user_id, array_agg(client_id ORDER BY client_id) AS clients FROM client_users GROUP BY 1) m ON m.user_id = u.id
   GROUP BY 1, 2, 3, 4;
  INSERT INTO rollup_rebuild_users SELECT -1, '{}', h, t, sum(d) FROM rollup_rebuild_users GROUP BY 3, 4;

  INSERT INTO rollup_users_totals (organization_id, client_ids, subscription, n)
  SELECT o, cl, t, sum(d) FROM rollup_rebuild_users GROUP BY 1, 2, 3;
  INSERT INTO rollup_users_hourly (organization_id, client_ids, bucket, n) SELECT o, cl, h, sum(d) FROM rollup_rebuild_users GROUP BY 1, 2, 3;
  INSERT INTO rollup_users_daily (organization_id, client_ids, bucket, n)
  SELECT o, cl, (h AT TIME ZONE 'Europe/Stockholm')::date, sum(d) FROM rollup_rebuild_users GROUP BY 1, 2, 3;
  INSERT INTO rollup_users_weekly (organization_id, client_ids, bucket, n)
  SELECT o, cl, date_trunc('week', h AT TIME ZONE 'Europe/Stockholm')::date, sum(d) FROM rollup_rebuild_users GROUP BY 1, 2, 3;
  INSERT INTO rollup_users_monthly (organization_id, client_ids, bucket, n)
  SELECT o, cl, date_trunc('month', h AT TIME ZONE 'Europe/Stockholm')::date, sum(d) FROM rollup_rebuild_users GROUP BY 1, 2, 3;
  DROP TABLE rollup_rebuild_users;
END $$;

CREATE FUNCTION rollup_rebuild_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_rebuild();
  RETURN NULL;
END $$;

-- ------------------------------------------------------------------------------------------------
-- Triggers. Transition tables allow one event per trigger, hence three per table.

CREATE TRIGGER rollup_clients_ins AFTER INSERT ON clients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_clients_changed();
CREATE TRIGGER rollup_clients_upd AFTER UPDATE ON clients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_clients_changed();
CREATE TRIGGER rollup_clients_del AFTER DELETE ON clients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_clients_changed();

CREATE TRIGGER rollup_devices_ins AFTER INSERT ON devices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_devices_changed();
CREATE TRIGGER rollup_devices_upd AFTER UPDATE ON devices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_devices_changed();
CREATE TRIGGER rollup_devices_del AFTER DELETE ON devices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_devices_changed();

CREATE TRIGGER rollup_networks_ins AFTER INSERT ON networks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_networks_changed();
CREATE TRIGGER rollup_networks_upd AFTER UPDATE ON networks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_networks_changed();
CREATE TRIGGER rollup_networks_del AFTER DELETE ON networks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_networks_changed();
CREATE TRIGGER rollup_networks_del_children BEFORE DELETE ON networks
  FOR EACH ROW EXECUTE FUNCTION rollup_network_integrations_gone();

CREATE TRIGGER rollup_incidents_ins AFTER INSERT ON incidents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_incidents_changed();
CREATE TRIGGER rollup_incidents_upd AFTER UPDATE ON incidents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_incidents_changed();
CREATE TRIGGER rollup_incidents_del AFTER DELETE ON incidents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_incidents_changed();
CREATE TRIGGER rollup_incidents_del_children BEFORE DELETE ON incidents
  FOR EACH ROW EXECUTE FUNCTION rollup_incident_comments_gone();

CREATE TRIGGER rollup_comments_ins AFTER INSERT ON comments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_comments_changed();
CREATE TRIGGER rollup_comments_upd AFTER UPDATE ON comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_comments_changed();
CREATE TRIGGER rollup_comments_del AFTER DELETE ON comments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_comments_changed();

CREATE TRIGGER rollup_integrations_ins AFTER INSERT ON integrations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_integrations_changed();
CREATE TRIGGER rollup_integrations_upd AFTER UPDATE ON integrations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_integrations_changed();
CREATE TRIGGER rollup_integrations_del AFTER DELETE ON integrations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_integrations_changed();

CREATE TRIGGER rollup_users_ins AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_users_changed();
CREATE TRIGGER rollup_users_upd AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_users_changed();
CREATE TRIGGER rollup_users_del BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION rollup_user_gone();

CREATE TRIGGER rollup_client_users_ins AFTER INSERT ON client_users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_client_users_changed();
CREATE TRIGGER rollup_client_users_upd AFTER UPDATE ON client_users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_client_users_changed();
CREATE TRIGGER rollup_client_users_del AFTER DELETE ON client_users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_client_users_changed();

CREATE TRIGGER rollup_rebuild_clients AFTER TRUNCATE ON clients FOR EACH STATEMENT EXECUTE FUNCTION rollup_rebuild_after_truncate();
CREATE TRIGGER rollup_rebuild_devices AFTER TRUNCATE ON devices FOR EACH STATEMENT EXECUTE FUNCTION rollup_rebuild_after_truncate();
CREATE TRIGGER rollup_rebuild_networks AFTER TRUNCATE ON networks FOR EACH STATEMENT EXECUTE FUNCTION rollup_rebuild_after_truncate();
CREATE TRIGGER rollup_rebuild_incidents AFTER TRUNCATE ON incidents FOR EACH STATEMENT EXECUTE FUNCTION rollup_rebuild_after_truncate();
CREATE TRIGGER rollup_rebuild_comments AFTER TRUNCATE ON comments FOR EACH STATEMENT EXECUTE FUNCTION rollup_rebuild_after_truncate();
CREATE TRIGGER rollup_rebuild_integrations AFTER TRUNCATE ON integrations FOR EACH STATEMENT EXECUTE FUNCTION rollup_rebuild_after_truncate();
CREATE TRIGGER rollup_rebuild_users AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION rollup_rebuild_after_truncate();
CREATE TRIGGER rollup_rebuild_client_users AFTER TRUNCATE ON client_users FOR EACH STATEMENT EXECUTE FUNCTION rollup_rebuild_after_truncate();

-- Backfill an existing data folder, with planner statistics for the new tables.
SELECT rollup_rebuild();
ANALYZE rollup_totals, rollup_hourly, rollup_daily, rollup_weekly, rollup_monthly, rollup_incidents_daily,
        rollup_users_totals, rollup_users_hourly, rollup_users_daily, rollup_users_weekly, rollup_users_monthly;

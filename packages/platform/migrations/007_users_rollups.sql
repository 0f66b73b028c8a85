-- The user area (issue 8): soft-deleted ("deactivated") users are not counted by the users rollups
-- (migrations/005_rollups.sql). The four functions that read users are replaced by the same text with
-- one more condition: a row with deactivated_at set counts 0, so setting deactivated_at moves the user
-- out of every figure (and clearing it would move it back), its memberships no longer move it, and a
-- later hard delete takes nothing away twice. The rebuild counts active users only, then runs once to
-- correct any data folder that already has deactivated users.

CREATE OR REPLACE FUNCTION rollup_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_users_apply(array_agg(o), array_agg(cl), array_agg(h), array_agg(t), array_agg(d))
       FROM (SELECT coalesce(organization_id, 0) AS o, rollup_user_clients(id)::text AS cl, rollup_hour(created_at) AS h,
                    subscription AS t, count(*) AS d
               FROM new_rows WHERE deactivated_at IS NULL GROUP BY 1, 2, 3, 4) x;
  ELSE
    PERFORM rollup_users_apply(array_agg(o), array_agg(cl), array_agg(h), array_agg(t), array_agg(d))
       FROM (SELECT o, cl, h, t, sum(d) AS d
               FROM (SELECT coalesce(organization_id, 0) AS o, rollup_user_clients(id)::text AS cl, rollup_hour(created_at) AS h,
                            subscription AS t, -1 AS d
                       FROM old_rows WHERE deactivated_at IS NULL
                     UNION ALL SELECT coalesce(organization_id, 0), rollup_user_clients(id)::text, rollup_hour(created_at), subscription, 1
                       FROM new_rows WHERE deactivated_at IS NULL) y
              GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0) x;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION rollup_user_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.deactivated_at IS NOT NULL THEN
    RETURN OLD;
  END IF;
  PERFORM rollup_users_apply(ARRAY[coalesce(OLD.organization_id, 0)], ARRAY[rollup_user_clients(OLD.id)::text],
                             ARRAY[rollup_hour(OLD.created_at)], ARRAY[OLD.subscription], ARRAY[-1::bigint]);
  RETURN OLD;
END $$;

CREATE OR REPLACE FUNCTION rollup_memberships_moved(added_users integer[], added_clients integer[], removed_users integer[], removed_clients integer[])
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
      FROM touched JOIN users u ON u.id = touched.user_id AND u.deactivated_at IS NULL
     CROSS JOIN LATERAL (SELECT rollup_user_clients(u.id) AS clients) cur),
  deltas AS (
    SELECT o, cl, h, t, sum(d) AS d
      FROM (SELECT o, was_clients::text AS cl, h, t, -1 AS d FROM moves WHERE was_clients <> now_clients
            UNION ALL SELECT o, now_clients::text, h, t, 1 FROM moves WHERE was_clients <> now_clients) y
     GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0)
  SELECT rollup_users_apply(array_agg(o), array_agg(cl), array_agg(h), array_agg(t), array_agg(d)) FROM deltas;
$$;

CREATE OR REPLACE FUNCTION rollup_rebuild() RETURNS void LANGUAGE plpgsql AS $$
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
   WHERE u.deactivated_at IS NULL
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

SELECT rollup_rebuild();

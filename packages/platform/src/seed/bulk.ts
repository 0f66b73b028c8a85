import type { Queryable } from '../db/types.js';
import { rebuildRollups } from '../modules/stats/rollups.js';
import { AREAS, COMMENT_TEXTS, FIRST_NAMES, INCIDENT_TEXTS, LAST_NAMES, NETWORK_WORDS, STREETS } from './names.js';

/**
 * The volume above scale 1, generated inside the database (INSERT ... SELECT FROM generate_series):
 * a million incidents take about a minute on PostgreSQL instead of an hour of row-by-row inserts.
 *
 * Mapping (docs/performance.md): scale = users / 300. Above scale 1 every extra unit of scale adds 300
 * users, 3 clients, 40 networks, 120 devices and 4000 incidents (about 1.45 comments each), so scale 300
 * is 90k users, ~900 clients in ~75 organizations, 12k networks, 36k devices, 1.2M incidents. Client
 * sizes follow a Zipf-like draw (rank = (N+1)^(u^1.2)): the first extra client has about 14 % of the
 * users, networks, devices and incidents, hundreds of clients have a handful. Every extra client gets
 * at least one member (its owner and admin) and one network. The first admin member of a client has
 * the client-admin role and the demo password, so benchmarks can sign in as a large client's admin.
 */
export interface BulkInput {
  scale: number;
  now: number;
  passwordHash: string;
}

export const CLIENT_WORDS = [
  'Fastigheter',
  'Skolor',
  'Vård',
  'Hemtjänst',
  'Handel',
  'Bibliotek',
  'Logistik',
  'Hotell',
  'Kommun',
  'Bygg',
];
export const BULK_EMAIL_DOMAIN = 'bulk.vakt.test';

const BULK_TABLES = [
  'organizations',
  'clients',
  'users',
  'client_users',
  'user_devices',
  'networks',
  'network_members',
  'integrations',
  'devices',
  'network_devices',
  'incidents',
  'comments',
];

const ascii = (names: readonly string[]) => names.map((n) => n.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));

/** Extra volume for a scale above 1; zero below. */
export function bulkCounts(scale: number) {
  const extra = Math.max(0, scale - 1);
  const clients = Math.round(3 * extra);
  return {
    organizations: Math.ceil(clients / 12),
    clients,
    users: Math.max(clients, Math.round(300 * extra)),
    networks: Math.max(clients, Math.round(40 * extra)),
    devices: Math.round(120 * extra),
    incidents: Math.round(4000 * extra),
  };
}

/** `least(N, floor((N+1)^(u^1.2)))`: rank 1 is the largest; u is a random() column. */
const zipf = (n: number, u: string) => `least(${n}, floor(exp(power(${u}, 1.2) * ln(${n + 1}))))::int`;
/* A volatile expression that names no column of a row is evaluated once, not per row: random() in a
   WHERE or a function argument names a column (`+ 0 * id`) when it must differ per row. */
const pick = (array: string, length: number) => `(${array})[1 + floor(random() * ${length})::int]`;

export async function seedBulk(tx: Queryable, input: BulkInput): Promise<Record<string, number>> {
  const c = bulkCounts(input.scale);
  if (c.clients === 0) return {};
  const [base] = await tx.query<Record<string, number>>(
    `SELECT (SELECT max(id) FROM organizations) AS o, (SELECT max(id) FROM clients) AS c, (SELECT max(id) FROM users) AS u,
            (SELECT max(id) FROM networks) AS n, (SELECT max(id) FROM devices) AS d, (SELECT max(id) FROM incidents) AS i`,
  );
  const {
    o: O,
    c: C,
    u: U,
    n: N,
    d: D,
    i: I,
  } = base as { o: number; c: number; u: number; n: number; d: number; i: number };
  const now = `'${new Date(input.now).toISOString()}'::timestamptz`;
  const ago = (days: string) => `${now} - (${days}) * interval '1 day'`;
  const q = (sql: string, params: unknown[] = []) => tx.query(sql, params);
  await q('SELECT setseed(0.20261123)');
  // The rollup triggers (005) are for ordinary writes; a bulk load rebuilds the rollups once at the end.
  for (const table of BULK_TABLES) await q(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  // Secondary indexes are built once after the load (several times faster than row by row, the
  // trigram ones most); primary keys and unique indexes stay for the foreign-key checks.
  const secondary = await tx.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisunique AND NOT i.indisprimary`,
    [BULK_TABLES],
  );
  for (const index of secondary) await q(`DROP INDEX ${index.name}`);
  // Statistics after each parent table (ANALYZE below): the foreign-key checks of the next insert are
  // planned from them, and a table believed empty is checked with a sequential scan per row.

  await q(
    `INSERT INTO organizations (id, name, contact_name, contact_email, contact_phone, registration_number, created_at)
     SELECT id, area || ' Trygghet ' || id || ' AB', 'Kontakt ' || area, 'info@org' || id || '.vakt.test', '+46 8 555 ' || id,
            '55' || (6600 + id) || '-1234', ${ago('400 + id')}
       FROM (SELECT ${O} + g AS id, ${pick('$1::text[]', AREAS.length)} AS area FROM generate_series(1, ${c.organizations}) g) x`,
    [AREAS],
  );
  await q(
    `INSERT INTO clients (id, organization_id, name, contact_name, contact_email, contact_phone, alarm_central_phone, description, created_at)
     SELECT id, ${O} + 1 + (id - ${C} - 1) % ${c.organizations}, name,
            ${pick('$3::text[]', FIRST_NAMES.length)} || ' ' || ${pick('$4::text[]', LAST_NAMES.length)},
            'kontakt@client' || id || '.vakt.test', '+46 70 ' || (100 + id % 900) || ' 10 20', '+46 8 123 456 00',
            name || ': client', ${ago('10 + random() * 385')}
       FROM (SELECT ${C} + g AS id, ${pick('$1::text[]', AREAS.length)} || ' ' || ${pick('$2::text[]', CLIENT_WORDS.length)} || ' ' || (${C} + g) AS name
               FROM generate_series(1, ${c.clients}) g) x`,
    [AREAS, CLIENT_WORDS, FIRST_NAMES, LAST_NAMES],
  );
  await q('ANALYZE organizations, clients');

  // Who belongs where: the first `clients` users own one client each, the rest draw a client by rank.
  await q(
    `CREATE TEMP TABLE seed_member ON COMMIT DROP AS
     SELECT ${U} + g AS user_id, CASE WHEN g <= ${c.clients} THEN ${C} + g ELSE ${C} + ${zipf(c.clients, 'random()')} END AS client_id,
            g <= ${c.clients} OR random() < 0.03 AS is_admin, g <= ${c.clients} AS owner, ${ago('power(random(), 1.3) * 395')} AS created
       FROM generate_series(1, ${c.users}) g`,
  );
  await q(
    `CREATE TEMP TABLE seed_pool ON COMMIT DROP AS
     SELECT client_id, row_number() OVER (PARTITION BY client_id ORDER BY user_id)::int AS rn, user_id FROM seed_member`,
  );
  await q('CREATE INDEX ON seed_pool (client_id, rn)');
  await q(
    'CREATE TEMP TABLE seed_pool_size ON COMMIT DROP AS SELECT client_id, count(*)::int AS n FROM seed_member GROUP BY 1',
  );
  await q('ANALYZE seed_member, seed_pool, seed_pool_size');

  await q(
    `INSERT INTO users (id, email, username, first_name, last_name, password_hash, roles, organization_id, language, subscription,
                        two_fa_enabled, is_active, created_at, client_id)
     SELECT x.user_id, lower(x.first || '.' || x.last || '.' || x.user_id) || '@${BULK_EMAIL_DOMAIN}', lower(x.first) || x.user_id,
            x.first, x.last, $3, CASE WHEN x.is_admin THEN '{14}'::int[] ELSE '{0}'::int[] END, cl.organization_id,
            (ARRAY['sv','sv','sv','en','en','es'])[1 + floor(random() * 6)::int],
            (ARRAY['micro','micro','micro','mini','mini','medi','medi','maxi','mega','macro'])[1 + floor(random() * 10)::int],
            random() < 0.1, random() < 0.95, x.created, x.client_id
       FROM (SELECT m.*, ${pick('$1::text[]', FIRST_NAMES.length)} AS first, ${pick('$2::text[]', LAST_NAMES.length)} AS last
               FROM seed_member m) x
       JOIN clients cl ON cl.id = x.client_id`,
    [ascii(FIRST_NAMES), ascii(LAST_NAMES), input.passwordHash],
  );
  await q('ANALYZE users');
  await q(
    `INSERT INTO client_users (client_id, user_id, is_admin, member_type, added_at)
     SELECT client_id, user_id, is_admin, CASE WHEN owner THEN 'owner' ELSE 'other' END, created FROM seed_member`,
  );
  await q(
    `INSERT INTO user_devices (user_id, app_version, os, manufacturer, model, location_enabled, is_active, last_active_at,
                               logout_time, test_alarm_at, created_at, updated_at)
     SELECT user_id, (ARRAY['3.3.9','3.4.0','3.4.1','2.9.5'])[1 + floor(random() * 4)::int], os,
            CASE os WHEN 'ios' THEN 'Apple' WHEN 'android' THEN 'Samsung' ELSE 'Lenovo' END,
            CASE os WHEN 'ios' THEN 'iPhone 15' WHEN 'android' THEN 'Galaxy S23' ELSE 'ThinkPad X1' END,
            random() < 0.75, random() < 0.9, active, NULL, NULL, active - interval '90 days', active
       FROM (SELECT m.user_id, (ARRAY['ios','android','windows'])[1 + floor(random() * 3)::int] AS os,
                    ${ago('random() * 60')} AS active
               FROM seed_member m, generate_series(1, 2) k WHERE random() + 0 * m.user_id < CASE k WHEN 1 THEN 0.7 ELSE 0.3 END) x`,
  );

  await q(
    `CREATE TEMP TABLE seed_network ON COMMIT DROP AS
     SELECT ${N} + g AS id, CASE WHEN g <= ${c.clients} THEN ${C} + g ELSE ${C} + ${zipf(c.clients, 'random()')} END AS client_id
       FROM generate_series(1, ${c.networks}) g`,
  );
  await q('ANALYZE seed_network');
  await q(
    `INSERT INTO networks (id, client_id, name, type, status, address, lat, lng, created_at, added_to_client_at)
     SELECT sn.id, sn.client_id, split_part(cl.name, ' ', 1) || ' ' || ${pick('$1::text[]', NETWORK_WORDS.length)} || ' ' || sn.id,
            (ARRAY['public','open','private'])[1 + sn.id % 3],
            CASE WHEN random() < 0.9 THEN 'active' WHEN random() < 0.5 THEN 'closed' ELSE 'archived' END,
            ${pick('$2::text[]', STREETS.length)} || ' ' || (1 + floor(random() * 120)) || ', ' || ${pick('$3::text[]', AREAS.length)},
            59.33 + (random() - 0.5) * 0.24, 18.07 + (random() - 0.5) * 0.48, t, t
       FROM (SELECT *, ${ago('power(random(), 1.3) * 395')} AS t FROM seed_network) sn JOIN clients cl ON cl.id = sn.client_id`,
    [NETWORK_WORDS, STREETS, AREAS],
  );
  await q('ANALYZE networks');
  await q(
    `INSERT INTO network_members (network_id, user_id, is_admin, added_at)
     SELECT x.network_id, p.user_id, x.j = 1, x.at
       FROM (SELECT n.id AS network_id, n.client_id, j, 1 + floor(random() * s.n)::int AS rn, n.created_at AS at
               FROM networks n JOIN seed_pool_size s ON s.client_id = n.client_id, generate_series(1, 3 + floor(random() * 10)::int + 0 * n.id) j
              WHERE n.id > ${N}) x
       JOIN seed_pool p ON p.client_id = x.client_id AND p.rn = x.rn
     ON CONFLICT DO NOTHING`,
  );
  await q(
    `INSERT INTO integrations (network_id, kind, status, created_at)
     SELECT id, (ARRAY['manitou','shortxml','guardtools'])[1 + floor(random() * 3)::int],
            CASE WHEN random() < 0.7 THEN 'success' WHEN random() < 0.67 THEN 'pending' ELSE 'error' END,
            least(${now}, created_at + (1 + floor(random() * 20)) * interval '1 day')
       FROM networks WHERE id > ${N} AND random() < 0.45`,
  );

  await q(
    `INSERT INTO devices (id, client_id, name, dalm_id, type, location, lat, lng, status, created_at, serial_number, owner_user_id,
                          last_received_signal_at, relays_count, relays_enabled, test_mode_enabled, is_online)
     SELECT x.id, x.client_id, 'Larmsändare ' || x.id, 'DALM-' || lpad((100000 + x.id * 37)::text, 6, '0'), 'dalm',
            ${pick('$1::text[]', STREETS.length)} || ' ' || (1 + floor(random() * 120)) || ', ' || ${pick('$2::text[]', AREAS.length)},
            59.33 + (random() - 0.5) * 0.24, 18.07 + (random() - 0.5) * 0.48,
            CASE WHEN random() < 0.8 THEN 'OK' WHEN random() < 0.75 THEN 'INACTIVE' ELSE 'ALARM' END, ${ago('power(random(), 1.3) * 395')},
            'SN-' || lpad((7000000 + x.id * 131)::text, 9, '0'), p.user_id,
            CASE WHEN x.online THEN ${now} - random() * interval '1 hour' ELSE ${ago('2 + random() * 38')} END,
            x.relays, CASE WHEN x.relays = 0 THEN NULL ELSE random() < 0.7 END, random() < 0.1, x.online
       FROM (SELECT ${D} + g AS id, ${C} + ${zipf(c.clients, 'random()')} AS client_id, random() AS ru, random() < 0.8 AS online,
                    (ARRAY[0, 1, 2, 4])[1 + floor(random() * 4)::int] AS relays
               FROM generate_series(1, ${c.devices}) g) x
       JOIN seed_pool_size s ON s.client_id = x.client_id
       LEFT JOIN seed_pool p ON p.client_id = x.client_id AND p.rn = 1 + floor(x.ru * s.n)::int`,
    [STREETS, AREAS],
  );
  await q('ANALYZE devices');
  await q(
    `INSERT INTO network_devices (network_id, device_id, added_at)
     SELECT n.id, d.id, d.created_at FROM devices d
       JOIN LATERAL (SELECT id FROM networks WHERE client_id = d.client_id AND id > ${N} ORDER BY id LIMIT 1) n ON true
      WHERE d.id > ${D}`,
  );

  // Incidents: ids grow with created_at (as on a real platform, where rows are written as they happen).
  const kinds = `CASE WHEN x.rk < 0.30 THEN 'Emergency Alert' WHEN x.rk < 0.50 THEN 'Panic Alert' WHEN x.rk < 0.75 THEN 'Network Alert'
                      WHEN x.rk < 0.87 THEN 'Safe Assist Alert' WHEN x.rk < 0.95 THEN 'Public Alert' ELSE 'Summon' END`;
  await q(
    `INSERT INTO incidents (id, kind, status, network_id, client_id, user_id, name, description, address, lat, lng, created_at)
     SELECT x.id, ${kinds},
            CASE WHEN x.age < 2 THEN (ARRAY['confirm','confirm','pending','pending','confirmed','finalized'])[1 + floor(x.rs * 6)::int]
                 WHEN x.rs < 0.03 THEN 'confirm' WHEN x.rs < 0.08 THEN 'pending' WHEN x.rs < 0.30 THEN 'confirmed' ELSE 'finalized' END,
            x.network_id, sn.client_id, p.user_id, ${kinds} || ' ' || ${pick('$1::text[]', STREETS.length)},
            ${pick('$2::text[]', INCIDENT_TEXTS.length)},
            ${pick('$1::text[]', STREETS.length)} || ' ' || (1 + floor(random() * 120)) || ', ' || ${pick('$3::text[]', AREAS.length)},
            59.33 + (random() - 0.5) * 0.24, 18.07 + (random() - 0.5) * 0.48, ${ago('x.age')}
       FROM (SELECT ${I} + g AS id, ${N} + 1 + floor(random() * ${c.networks})::int AS network_id, random() AS rk, random() AS rs,
                    random() AS ru, power((${c.incidents} - g + random()) / ${c.incidents}, 1.3) * 395 AS age
               FROM generate_series(1, ${c.incidents}) g) x
       JOIN seed_network sn ON sn.id = x.network_id
       JOIN seed_pool_size s ON s.client_id = sn.client_id
       LEFT JOIN seed_pool p ON p.client_id = sn.client_id AND p.rn = 1 + floor(x.ru * s.n)::int`,
    [STREETS, INCIDENT_TEXTS, AREAS],
  );
  await q('ANALYZE incidents');
  await q(
    `INSERT INTO comments (incident_id, user_id, text, created_at)
     SELECT i.id, i.user_id, ${pick('$1::text[]', COMMENT_TEXTS.length)}, least(${now}, i.created_at + (1 + floor(random() * 180)) * interval '1 minute')
       FROM (SELECT id, user_id, created_at, random() AS r FROM incidents WHERE id > ${I} ORDER BY id) i,
            generate_series(1, CASE WHEN i.r < 0.25 THEN 0 WHEN i.r < 0.60 THEN 1 WHEN i.r < 0.85 THEN 2 ELSE 4 END) k`,
    [COMMENT_TEXTS],
  );
  await q(`SET LOCAL maintenance_work_mem = '256MB'`);
  for (const index of secondary) await q(index.definition);
  await rebuildRollups(tx);
  for (const table of BULK_TABLES) await q(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  return c;
}

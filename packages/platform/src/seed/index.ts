import { hashPassword } from '../auth/passwords.js';
import type { Db, Queryable } from '../db/types.js';
import { clientAreaRows, insertClientArea } from './clientArea.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts.js';
import { seedBulk } from './bulk.js';
import { deviceRows, insertDevices } from './devices.js';
import { hasTable, insertRows, resetIdentity } from './insert.js';
import { seedHelpCenter } from './helpCenter.js';
import { seedDocumentFiles } from './documentFiles.js';
import type { ObjectStorage } from '../storage/index.js';
import { seedNetworkExtras } from './networks.js';
import { seedPushTokens } from './push.js';
import {
  AREAS,
  CLIENTS,
  COMMENT_TEXTS,
  FIRST_NAMES,
  INCIDENT_TEXTS,
  LAST_NAMES,
  NETWORK_WORDS,
  ORGANIZATIONS,
  STREETS,
} from './names.js';
import { createRandom, type Random } from './prng.js';
import { insertUserProfile, userProfileRows } from './userProfile.js';
import { INCIDENT_KINDS } from '../modules/incidents/repository.js';
import { seedIntegrationSettings } from '../modules/integrations/seedSettings.js';

const DAY = 86_400_000;
const STOCKHOLM = { lat: 59.33, lng: 18.07 };
const TIERS = ['micro', 'mini', 'medi', 'maxi', 'mega', 'macro'] as const;
const KINDS = INCIDENT_KINDS;
const TABLES = [
  'organizations',
  'clients',
  'users',
  'networks',
  'devices',
  'incidents',
  'comments',
  'integrations',
  'documents',
  'app_versions',
];

export interface SeedSummary {
  [table: string]: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

function around(rnd: Random, spread = 0.12) {
  return {
    lat: +(STOCKHOLM.lat + (rnd.next() - 0.5) * 2 * spread).toFixed(6),
    lng: +(STOCKHOLM.lng + (rnd.next() - 0.5) * 4 * spread).toFixed(6),
  };
}

const address = (rnd: Random) => `${rnd.pick(STREETS)} ${rnd.int(1, 120)}, ${rnd.pick(AREAS)}`;

/** Biased to the recent past so the charts have a trend: 0 = now, 1 = `days` ago. */
const ageMs = (rnd: Random, days: number) => Math.floor(rnd.next() ** 1.3 * days * DAY);

/**
 * Deterministic demo data; `scale` multiplies the volume (users, networks, devices, incidents...).
 * Up to scale 1 the 8 named clients in 2 organizations hold everything; above it `seedBulk` adds
 * organizations, clients with a skewed size and their data in SQL (scale = users / 300, see bulk.ts).
 */
export async function seed(
  db: Db,
  scale = 1,
  now = Date.now(),
  /** Where the demo documents' files go; without it the documents are not ready (no file). */
  storage?: ObjectStorage,
): Promise<SeedSummary> {
  const rnd = createRandom(20261122);
  const coreScale = Math.min(scale, 1);
  const n = (base: number, min: number) => Math.max(min, Math.round(base * coreScale));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const longAgo = now - 400 * DAY;

  // --- organizations and clients --------------------------------------------------------------
  const organizations = ORGANIZATIONS.map((name, i) => [
    i + 1,
    name,
    `Kontakt ${name.split(' ')[0]}`,
    `info@org${i + 1}.vakt.test`,
    `+46 8 555 ${100 + i}`,
    `55${6600 + i}-1234`,
    iso(longAgo - i * DAY),
  ]);
  const clients = CLIENTS.map(([name, org], i) => [
    i + 1,
    org,
    name,
    `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`,
    `kontakt@client${i + 1}.vakt.test`,
    `+46 70 ${rnd.int(100, 999)} ${rnd.int(10, 99)} ${rnd.int(10, 99)}`,
    '+46 8 123 456 00',
    `${name}: demo client`,
    iso(now - rnd.int(200, 395) * DAY),
  ]);
  const orgOfClient = (clientId: number) => CLIENTS[clientId - 1]![1];
  const clientIds = clients.map((c) => c[0] as number);

  // --- users ------------------------------------------------------------------------------------
  const users: unknown[][] = [];
  const members: unknown[][] = []; // client_id, user_id, is_admin, member_type, added_at
  const membersOf = new Map<number, number[]>(clientIds.map((id) => [id, []]));
  const addMember = (clientId: number, userId: number, isAdmin: boolean, at: string) => {
    members.push([clientId, userId, isAdmin, membersOf.get(clientId)!.length === 0 ? 'owner' : 'other', at]);
    membersOf.get(clientId)!.push(userId);
  };
  for (const a of DEMO_ACCOUNTS) {
    const at = iso(longAgo);
    users.push([
      a.id,
      a.email,
      a.email.split('@')[0],
      a.firstName,
      a.lastName,
      passwordHash,
      a.roles,
      a.organizationId,
      a.language,
      'macro',
      a.twoFaEnabled,
      true,
      at,
    ]);
    for (const c of a.adminOfClientIds) addMember(c, a.id, true, at);
  }
  const userCount = n(300, 40);
  for (let id = DEMO_ACCOUNTS.length + 1; id <= DEMO_ACCOUNTS.length + userCount; id++) {
    const first = rnd.pick(FIRST_NAMES);
    const last = rnd.pick(LAST_NAMES);
    const role = rnd.weighted([
      [0, 80],
      [14, 8],
      [16, 4],
      [17, 4],
      [13, 2],
      [-1, 2],
    ] as const);
    const roles = role === -1 ? [14, 16] : [role];
    const clientId = rnd.pick(clientIds);
    const created = now - ageMs(rnd, 395);
    const at = iso(created);
    const email = `${first}.${last}.${id}@example.vakt.test`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    users.push([
      id,
      email,
      `${first.toLowerCase()}${id}`,
      first,
      last,
      passwordHash,
      roles,
      roles.includes(13) ? null : orgOfClient(clientId),
      rnd.weighted([
        ['sv', 60],
        ['en', 30],
        ['es', 10],
      ] as const),
      rnd.weighted([
        ['micro', 30],
        ['mini', 25],
        ['medi', 20],
        ['maxi', 12],
        ['mega', 8],
        ['macro', 5],
      ] as const),
      rnd.next() < 0.1,
      rnd.next() < 0.95,
      at,
    ]);
    if (roles.includes(13) || roles.includes(17)) continue;
    const isAdmin = roles.includes(14) || roles.includes(16);
    addMember(clientId, id, isAdmin, at);
    if (roles.includes(16)) {
      for (const other of rnd.sample(
        clientIds.filter((c) => c !== clientId),
        2,
      ))
        addMember(other, id, true, at);
    } else if (rnd.next() < 0.1) {
      const other = rnd.pick(clientIds.filter((c) => c !== clientId && orgOfClient(c) === orgOfClient(clientId)));
      addMember(other, id, false, at);
    }
  }

  // --- networks, members, integrations ----------------------------------------------------------
  const networks: unknown[][] = [];
  const networkClient: number[] = [];
  const networkMembers: unknown[][] = [];
  const integrations: unknown[][] = [];
  const networkCount = n(40, 10);
  for (let id = 1; id <= networkCount; id++) {
    const clientId = clientIds[(id - 1) % clientIds.length]!;
    const created = now - ageMs(rnd, 395);
    const { lat, lng } = around(rnd);
    networks.push([
      id,
      clientId,
      `${CLIENTS[clientId - 1]![0].split(' ')[0]} ${rnd.pick(NETWORK_WORDS)} ${id}`,
      (['public', 'open', 'private'] as const)[id % 3],
      rnd.weighted([
        ['active', 90],
        ['closed', 5],
        ['archived', 5],
      ] as const),
      address(rnd),
      lat,
      lng,
      iso(created),
    ]);
    networkClient[id] = clientId;
    const pool = membersOf.get(clientId)!;
    rnd.sample(pool, rnd.int(3, 12)).forEach((userId, i) => networkMembers.push([id, userId, i === 0, iso(created)]));
    if (rnd.next() < 0.45) {
      integrations.push([
        integrations.length + 1,
        id,
        rnd.pick(['manitou', 'shortxml', 'guardtools'] as const),
        rnd.weighted([
          ['success', 70],
          ['pending', 20],
          ['error', 10],
        ] as const),
        iso(Math.min(now, created + rnd.int(1, 20) * DAY)),
      ]);
    }
  }

  // --- devices -----------------------------------------------------------------------------------
  const devices: unknown[][] = [];
  for (let id = 1; id <= n(120, 12); id++) {
    const { lat, lng } = around(rnd);
    devices.push([
      id,
      rnd.pick(clientIds),
      `Larmsändare ${id}`,
      `DALM-${String(100000 + id * 37).padStart(6, '0')}`,
      'dalm',
      address(rnd),
      lat,
      lng,
      rnd.weighted([
        ['OK', 80],
        ['INACTIVE', 15],
        ['ALARM', 5],
      ] as const),
      iso(now - ageMs(rnd, 395)),
    ]);
  }

  // --- incidents and comments --------------------------------------------------------------------
  const incidents: unknown[][] = [];
  const statusTimes: [number, string | null, string | null][] = [];
  const comments: unknown[][] = [];
  const incidentCount = n(4000, 200);
  for (let id = 1; id <= incidentCount; id++) {
    const networkId = rnd.int(1, networkCount);
    const clientId = networkClient[networkId]!;
    const age = ageMs(rnd, 395);
    const created = now - age;
    const kind = rnd.weighted(KINDS.map((k, i) => [k, [30, 20, 25, 12, 8, 5][i]!] as const));
    const status =
      age < 2 * DAY
        ? rnd.weighted([
            ['confirm', 40],
            ['pending', 40],
            ['confirmed', 15],
            ['finalized', 5],
          ] as const)
        : rnd.weighted([
            ['confirm', 3],
            ['pending', 5],
            ['confirmed', 22],
            ['finalized', 70],
          ] as const);
    const pool = membersOf.get(clientId)!;
    const { lat, lng } = around(rnd);
    incidents.push([
      id,
      kind,
      status,
      networkId,
      clientId,
      pool.length ? rnd.pick(pool) : null,
      `${kind} ${rnd.pick(STREETS)}`,
      rnd.pick(INCIDENT_TEXTS),
      address(rnd),
      lat,
      lng,
      iso(created),
    ]);
    statusTimes.push([id, ...statusTimesOf(id, status, created, now)]);
    const commentCount = rnd.weighted([
      [0, 25],
      [1, 35],
      [2, 25],
      [4, 15],
    ] as const);
    for (let c = 0; c < commentCount; c++) {
      comments.push([
        comments.length + 1,
        id,
        pool.length ? rnd.pick(pool) : null,
        rnd.pick(COMMENT_TEXTS),
        iso(Math.min(now, created + rnd.int(1, 180) * 60_000)),
      ]);
    }
  }

  // --- release notes and app versions ------------------------------------------------------------
  const releaseNotes = ['1.5.0', '1.6.0', '1.7.0', '1.8.0', '1.9.0'].map((v, i) => [
    i + 1,
    `Release notes ${v}`,
    `What is new in version ${v}`,
    'public',
    'all',
    true,
    iso(now - (5 - i) * 60 * DAY),
  ]);
  const documents = [
    ...releaseNotes,
    [6, 'Användarmanual', 'Manual for the console', 'backoffice', 'sv', false, iso(now - 300 * DAY)],
    [7, 'Privacy policy', 'How personal data is handled', 'public', 'en', false, iso(now - 200 * DAY)],
  ];
  // The help center's manuals (issue 12): one per language, in the `manuals` section, ids after the client area's.
  const firstManualId = documents.length + clientIds.length + 1;
  const manuals = [
    ['User manual', 'The console step by step', 'en'],
    ['Användarmanual för appen', 'Appen steg för steg: larm, nätverk och inställningar', 'sv'],
    ['Manual de usuario', 'La aplicación paso a paso', 'es'],
  ].map(([name, description, lang], i) => [
    firstManualId + i,
    name,
    description,
    'public',
    lang,
    'manuals',
    iso(now - (30 - i) * DAY),
  ]);
  const reads = [
    [1, 1],
    [1, 2],
  ].map(([u, d]) => [u, d, iso(now - 30 * DAY)]);
  const appVersions = [
    [1, 'ios', '3.3.9', iso(now - 90 * DAY)],
    [2, 'ios', '3.4.1', iso(now - 10 * DAY)],
    [3, 'android', '3.4.0', iso(now - 40 * DAY)],
    [4, 'android', '3.4.1', iso(now - 9 * DAY)],
    [5, 'macos', '2.1.0', iso(now - 60 * DAY)],
    [6, 'windows', '2.0.3', iso(now - 70 * DAY)],
  ];

  const clientArea = clientAreaRows(createRandom(20261123), {
    now,
    clientIds,
    membersOf,
    networkClient,
    networkCount,
    devices: devices.map((d) => [d[0] as number, d[1] as number]),
    userIds: users.map((u) => u[0] as number).filter((id) => id > DEMO_ACCOUNTS.length),
    firstDocumentId: documents.length + 1,
  });

  const userProfile = userProfileRows(createRandom(20261124), {
    now,
    userIds: users.map((u) => u[0] as number),
    membersOf,
    networkClient,
    devices: devices.map((d) => [d[0] as number, d[1] as number]),
    documentOfClient: new Map(clientArea.documents.map((d) => [d[7] as number, d[0] as number])),
    sharedDocumentIds: documents.filter((d) => d[5] === false).map((d) => d[0] as number),
  });

  const alarmDevices = deviceRows(createRandom(20261125), {
    now,
    firstId: devices.length + 1,
    membersOf,
    networkClient,
    dalm: devices.map((d) => [d[0] as number, d[1] as number, d[8] as string]),
  });

  let bulk: Record<string, number> = {};
  let alarmDeviceCount = 0;
  await db.transaction(async (tx: Queryable) => {
    await insertRows(
      tx,
      'organizations',
      [
        ['id', 'int'],
        ['name', 'text'],
        ['contact_name', 'text'],
        ['contact_email', 'text'],
        ['contact_phone', 'text'],
        ['registration_number', 'text'],
        ['created_at', 'timestamptz'],
      ],
      organizations,
    );
    await insertRows(
      tx,
      'clients',
      [
        ['id', 'int'],
        ['organization_id', 'int'],
        ['name', 'text'],
        ['contact_name', 'text'],
        ['contact_email', 'text'],
        ['contact_phone', 'text'],
        ['alarm_central_phone', 'text'],
        ['description', 'text'],
        ['created_at', 'timestamptz'],
      ],
      clients,
    );
    await insertRows(
      tx,
      'users',
      [
        ['id', 'int'],
        ['email', 'text'],
        ['username', 'text'],
        ['first_name', 'text'],
        ['last_name', 'text'],
        ['password_hash', 'text'],
        ['roles', 'int[]'],
        ['organization_id', 'int'],
        ['language', 'text'],
        ['subscription', 'text'],
        ['two_fa_enabled', 'bool'],
        ['is_active', 'bool'],
        ['created_at', 'timestamptz'],
      ],
      users,
    );
    await insertRows(
      tx,
      'client_users',
      [
        ['client_id', 'int'],
        ['user_id', 'int'],
        ['is_admin', 'bool'],
        ['member_type', 'text'],
        ['added_at', 'timestamptz'],
      ],
      members,
    );
    // The form's client affiliation: the first client a user joined (admins and organization-admins have
    // none). A test seeds a schema older than migration 006, which has no such column.
    await tx.query(
      `DO $$ BEGIN
         IF EXISTS (SELECT 1 FROM information_schema.columns
                     WHERE table_schema = current_schema() AND table_name = 'users' AND column_name = 'client_id') THEN
           UPDATE users u SET client_id = (SELECT cu.client_id FROM client_users cu WHERE cu.user_id = u.id
                                            ORDER BY cu.added_at, cu.client_id LIMIT 1)
            WHERE u.client_id IS NULL AND NOT (u.roles && '{13,17}'::int[]);
         END IF;
       END $$`,
    );
    await insertRows(
      tx,
      'networks',
      [
        ['id', 'int'],
        ['client_id', 'int'],
        ['name', 'text'],
        ['type', 'text'],
        ['status', 'text'],
        ['address', 'text'],
        ['lat', 'float8'],
        ['lng', 'float8'],
        ['created_at', 'timestamptz'],
      ],
      networks,
    );
    await insertRows(
      tx,
      'network_members',
      [
        ['network_id', 'int'],
        ['user_id', 'int'],
        ['is_admin', 'bool'],
        ['added_at', 'timestamptz'],
      ],
      networkMembers,
    );
    await insertRows(
      tx,
      'devices',
      [
        ['id', 'int'],
        ['client_id', 'int'],
        ['name', 'text'],
        ['dalm_id', 'text'],
        ['type', 'text'],
        ['location', 'text'],
        ['lat', 'float8'],
        ['lng', 'float8'],
        ['status', 'text'],
        ['created_at', 'timestamptz'],
      ],
      devices,
    );
    await insertRows(
      tx,
      'incidents',
      [
        ['id', 'int'],
        ['kind', 'text'],
        ['status', 'text'],
        ['network_id', 'int'],
        ['client_id', 'int'],
        ['user_id', 'int'],
        ['name', 'text'],
        ['description', 'text'],
        ['address', 'text'],
        ['lat', 'float8'],
        ['lng', 'float8'],
        ['created_at', 'timestamptz'],
      ],
      incidents,
    );
    // a database still at an early migration (the rollups upgrade test seeds one) has no status times
    const [timed] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'incidents' AND column_name = 'confirmed_at'`,
    );
    if (timed!.n > 0)
      await tx.query(
        `UPDATE incidents i SET confirmed_at = t.confirmed_at, finalized_at = t.finalized_at
           FROM unnest($1::int[], $2::timestamptz[], $3::timestamptz[]) AS t(id, confirmed_at, finalized_at)
          WHERE i.id = t.id AND t.confirmed_at IS NOT NULL`,
        [statusTimes.map((r) => r[0]), statusTimes.map((r) => r[1]), statusTimes.map((r) => r[2])],
      );
    await insertRows(
      tx,
      'comments',
      [
        ['id', 'int'],
        ['incident_id', 'int'],
        ['user_id', 'int'],
        ['text', 'text'],
        ['created_at', 'timestamptz'],
      ],
      comments,
    );
    // Integrations after the incidents: the history the seed writes is no alarm to deliver (migration 014's
    // triggers queue events for networks with integrations).
    await insertRows(
      tx,
      'integrations',
      [
        ['id', 'int'],
        ['network_id', 'int'],
        ['kind', 'text'],
        ['status', 'text'],
        ['created_at', 'timestamptz'],
      ],
      integrations,
    );
    await seedIntegrationSettings(
      tx,
      integrations.map((r) => ({ id: r[0] as number, kind: r[2] as string })),
    );
    await insertRows(
      tx,
      'documents',
      [
        ['id', 'int'],
        ['name', 'text'],
        ['description', 'text'],
        ['type', 'text'],
        ['lang', 'text'],
        ['release_notes', 'bool'],
        ['created_at', 'timestamptz'],
      ],
      documents,
    );
    await insertRows(
      tx,
      'release_note_reads',
      [
        ['user_id', 'int'],
        ['document_id', 'int'],
        ['read_at', 'timestamptz'],
      ],
      reads,
    );
    await insertRows(
      tx,
      'app_versions',
      [
        ['id', 'int'],
        ['os', 'text'],
        ['version', 'text'],
        ['created_at', 'timestamptz'],
      ],
      appVersions,
    );
    await resetIdentity(tx, TABLES);
    await insertClientArea(tx, clientArea);
    await insertUserProfile(tx, userProfile);
    alarmDeviceCount = await insertDevices(tx, alarmDevices);
    bulk = await seedBulk(tx, { scale, now, passwordHash });
    await seedNetworkExtras(tx, { now, coreNetworks: networkCount });
    // issue 12's tables (a test seeds a schema older than migration 020, then upgrades it)
    if (await hasTable(tx, 'document_clients')) {
      await insertRows(
        tx,
        'documents',
        [
          ['id', 'int'],
          ['name', 'text'],
          ['description', 'text'],
          ['type', 'text'],
          ['lang', 'text'],
          ['section', 'text'],
          ['created_at', 'timestamptz'],
        ],
        manuals,
      );
      await resetIdentity(tx, ['documents']);
      await seedHelpCenter(tx, { now });
      await seedDocumentFiles(
        tx,
        storage,
        [...documents, ...clientArea.documents, ...manuals].map((d) => ({
          id: d[0] as number,
          name: d[1] as string,
          description: d[2] as string | null,
        })),
      );
      await seedPushTokens(tx);
    }
    await resetIdentity(tx, [...TABLES, 'user_devices']);
  });
  await analyze(db);
  if (Object.keys(bulk).length) return countRows(db);
  return {
    organizations: organizations.length,
    clients: clients.length,
    users: users.length,
    clientUsers: members.length,
    networks: networks.length,
    networkMembers: networkMembers.length,
    integrations: integrations.length,
    devices: devices.length + alarmDeviceCount,
    incidents: incidents.length,
    comments: comments.length,
    documents: documents.length + clientArea.documents.length + manuals.length,
    multiAlerts: clientArea.multiAlerts.length,
    deviceOutputs: clientArea.outputs.length,
    userDevices: clientArea.userDevices.length,
  };
}

/** The tables the seed fills, for ANALYZE and the summary of a bulk seed. */
const SEEDED = {
  organizations: 'organizations',
  clients: 'clients',
  users: 'users',
  clientUsers: 'client_users',
  networks: 'networks',
  networkMembers: 'network_members',
  integrations: 'integrations',
  devices: 'devices',
  incidents: 'incidents',
  comments: 'comments',
  documents: 'documents',
  multiAlerts: 'multi_alerts',
  deviceOutputs: 'device_outputs',
  userDevices: 'user_devices',
  networkDevices: 'network_devices',
} as const;

/** Fresh planner statistics: without them a large seed gets row estimates of an empty table. */
async function analyze(db: Queryable) {
  await db.query(`ANALYZE ${Object.values(SEEDED).join(', ')}`);
}

async function countRows(db: Queryable): Promise<SeedSummary> {
  const [row] = await db.query<SeedSummary>(
    `SELECT ${Object.entries(SEEDED)
      .map(([key, table]) => `(SELECT count(*)::int FROM ${table}) AS "${key}"`)
      .join(', ')}`,
  );
  return row!;
}

/** Seeds only a database without users (first start). */
export async function seedIfEmpty(db: Db, scale = 1, storage?: ObjectStorage): Promise<SeedSummary | undefined> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (row!.n > 0) return undefined;
  return seed(db, scale, Date.now(), storage);
}

export { TIERS as SEED_TIERS };

/**
 * When a demo incident was confirmed and finalized, for the statistics' response times: derived from its id
 * (not the PRNG, so every other seeded value stays as it was), within a minute to ten for the confirmation
 * and five minutes to two hours more for the end, never after `now`.
 */
function statusTimesOf(id: number, status: string, created: number, now: number): [string | null, string | null] {
  if (status !== 'confirmed' && status !== 'finalized') return [null, null];
  const confirmed = Math.min(now, created + (60 + ((id * 7919) % 540)) * 1000);
  const finalized = Math.min(now, confirmed + (300 + ((id * 104729) % 6900)) * 1000);
  return [iso(confirmed), status === 'finalized' ? iso(finalized) : null];
}

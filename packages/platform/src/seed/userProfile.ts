import type { Queryable } from '../db/types.js';
import {
  alertCentralToStored,
  defaultAlertCentralSetting,
  mergeAlertCentralSetting,
  validateAlertCentralSettings,
  type AlertCentralInput,
} from '../modules/users/settings.js';
import { DEMO_ACCOUNTS } from './demoAccounts.js';
import { insertRows } from './insert.js';
import { AREAS, CLIENTS, STREETS } from './names.js';
import type { Random } from './prng.js';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export interface UserProfileInput {
  now: number;
  /** Every user id of the core seed (demo accounts included). */
  userIds: number[];
  membersOf: Map<number, number[]>;
  /** Network id to client id. */
  networkClient: number[];
  /** [device id, client id] */
  devices: [number, number][];
  /** Client id to the id of its own document (clientArea's evacuation plans). */
  documentOfClient: Map<number, number>;
  /** Documents shared by every client (no client, not release notes). */
  sharedDocumentIds: number[];
}

/** An alert's name in the three console languages (activity_logs.name_translations). */
const ALERT_NAMES: [en: string, sv: string, es: string][] = [
  ['Emergency alert', 'Nödlarm', 'Alerta de emergencia'],
  ['Panic alert', 'Paniklarm', 'Alerta de pánico'],
  ['Network alert', 'Nätverkslarm', 'Alerta de red'],
  ['Safe assist', 'Trygghetsstöd', 'Asistencia segura'],
  ['Summon', 'Kallelse', 'Convocatoria'],
];
const ALERT_ACTIONS = ['created', 'confirmed', 'finalized', 'commented'] as const;
const PLATFORMS = ['ios', 'android', 'web'] as const;
const TIERS = ['micro', 'mini', 'medi', 'maxi', 'mega', 'macro'] as const;

/** A valid alert central setting, or the seed fails loudly: demo data passes the API's rules. */
function alertCentral(input: AlertCentralInput) {
  const s = mergeAlertCentralSetting(defaultAlertCentralSetting(input.kind), input);
  const errors = validateAlertCentralSettings([input], [s]);
  if (Object.keys(errors).length) throw new Error(`seed alert central invalid: ${JSON.stringify(errors)}`);
  return [s.kind, JSON.stringify(alertCentralToStored(s))];
}

/**
 * The user profile tabs' demo data (issue 8): subscription history, activity log, notification and
 * alert central settings, documents shared with users, and the demo accounts' own phones, networks and
 * alarm devices, so each account sees something in every tab of its own profile. Its own random stream:
 * the data of earlier issues stays exactly as it was. Core seed only (scale <= 1); bulk users get none.
 */
export function userProfileRows(rnd: Random, input: UserProfileInput) {
  const { now } = input;
  const demoIds = DEMO_ACCOUNTS.map((a) => a.id);
  const clientsOf = new Map<number, number[]>();
  for (const [clientId, members] of input.membersOf)
    for (const userId of members) clientsOf.set(userId, [...(clientsOf.get(userId) ?? []), clientId]);
  const networksOfClient = (clientId: number) =>
    input.networkClient.map((c, id) => (c === clientId ? id : 0)).filter((id) => id > 0);
  const orgClients = (org: number) => CLIENTS.map(([, o], i) => (o === org ? i + 1 : 0)).filter((id) => id > 0);

  const subscriptions: unknown[][] = [];
  const activities: unknown[][] = [];
  const notificationSettings: unknown[][] = [];
  const alertSettings: unknown[][] = [];
  const documentUsers: unknown[][] = [];
  const userDevices: unknown[][] = [];
  const networkMembers: unknown[][] = [];
  const deviceOwners: [deviceId: number, userId: number][] = [];

  const addSubscriptions = (userId: number, count: number) => {
    let start = now - rnd.int(300, 700) * DAY;
    for (let i = 0; i < count && start < now; i++) {
      const yearly = rnd.next() < 0.3;
      const expires = start + (yearly ? 365 : 30) * DAY;
      const unsubscribed = i < count - 1 || rnd.next() < 0.2 ? Math.min(expires, start + rnd.int(5, 25) * DAY) : null;
      subscriptions.push([
        userId,
        rnd.pick(TIERS),
        rnd.pick(PLATFORMS),
        iso(start),
        iso(expires),
        unsubscribed === null ? null : iso(unsubscribed),
      ]);
      start = (unsubscribed ?? expires) + rnd.int(1, 60) * DAY;
    }
  };

  const addActivities = (userId: number, count: number) => {
    const nets = (clientsOf.get(userId) ?? []).flatMap(networksOfClient);
    for (let i = 0; i < count; i++) {
      const at = iso(now - rnd.int(0, 120) * DAY - rnd.int(0, 86_399) * 1000);
      const address = `${rnd.pick(STREETS)} ${rnd.int(1, 120)}, ${rnd.pick(AREAS)}`;
      const what = rnd.weighted([
        ['alert', 60],
        ['network', 25],
        ['signIn', 15],
      ] as const);
      if (what === 'alert') {
        const [en, sv, es] = rnd.pick(ALERT_NAMES);
        activities.push([userId, 'incident', en, JSON.stringify({ en, sv, es }), rnd.pick(ALERT_ACTIONS), address, at]);
      } else if (what === 'network' && nets.length) {
        const id = rnd.pick(nets);
        activities.push([userId, 'network', `Nätverk ${id}`, null, rnd.pick(['joined', 'left'] as const), null, at]);
      } else {
        activities.push([
          userId,
          'account',
          'Signed in',
          JSON.stringify({ en: 'Signed in', sv: 'Loggade in', es: 'Inició sesión' }),
          'signIn',
          null,
          at,
        ]);
      }
    }
  };

  const addNotificationSettings = (userId: number) => {
    for (const category of rnd.sample([0, 1, 2, 3, 4, 5, 6, 7], rnd.int(1, 3))) {
      const push = rnd.next() < 0.6;
      notificationSettings.push([userId, category, rnd.next() < 0.5, push, push && rnd.next() < 0.5]);
    }
  };

  // --- every user: some history, some settings --------------------------------------------------
  for (const userId of input.userIds) {
    if (demoIds.includes(userId)) continue;
    if (rnd.next() < 0.4) addSubscriptions(userId, rnd.int(1, 3));
    if (rnd.next() < 0.5) addActivities(userId, rnd.int(1, 8));
    if (rnd.next() < 0.15) addNotificationSettings(userId);
    const clients = clientsOf.get(userId) ?? [];
    if (clients.length && rnd.next() < 0.1) {
      const doc = input.documentOfClient.get(clients[0]!);
      if (doc) documentUsers.push([doc, userId, iso(now - rnd.int(1, 90) * DAY)]);
    }
    if (clients.length && rnd.next() < 0.05) {
      const nets = networksOfClient(clients[0]!);
      alertSettings.push([
        userId,
        ...alertCentral({
          kind: 'SOS_Emergency',
          customize: true,
          createPublicAlert: true,
          publicRadius: 1000,
          selectedNetworks: nets.slice(0, 1),
          selectedNetworksRadius: 500,
        }),
      ]);
    }
  }

  // --- the demo accounts: something in every tab of their own profile ---------------------------
  const usedDevices = new Set<number>();
  const devicesOf = (clientIds: number[], count: number) => {
    const picked = input.devices
      .filter(([d, c]) => clientIds.includes(c) && !usedDevices.has(d))
      .slice(0, count)
      .map(([d]) => d);
    picked.forEach((d) => usedDevices.add(d));
    return picked;
  };
  for (const account of DEMO_ACCOUNTS) {
    const id = account.id;
    const clients = account.roles.includes(13)
      ? [((id - 1) % CLIENTS.length) + 1]
      : account.adminOfClientIds.length
        ? account.adminOfClientIds
        : orgClients(account.organizationId ?? 1);
    addSubscriptions(id, 3);
    addActivities(id, 14);
    notificationSettings.push([id, 2, true, true, true], [id, 6, false, false, false]);
    const nets = clients.flatMap(networksOfClient);
    alertSettings.push(
      [
        id,
        ...alertCentral({
          kind: 'SOS_Emergency',
          customize: true,
          enforced: true,
          createPublicAlert: true,
          publicRadius: 1500,
          selectedNetworks: nets.slice(0, 2),
          selectedNetworksRadius: 800,
          personalInformation: true,
          headline: 'Nödlarm',
          description: 'Ring 112 och vänta vid entrén.',
        }),
      ],
      [
        id,
        ...alertCentral({
          kind: 'Safe_Assist',
          customize: true,
          alertAllAvailableNetworks: true,
          requestSelectedNetworks: true,
          requestPersonalInformation: true,
          headline: 'Trygghetsstöd',
        }),
      ],
    );
    const docs = [
      ...clients.map((c) => input.documentOfClient.get(c)).filter((d): d is number => d !== undefined),
      ...input.sharedDocumentIds,
    ];
    docs.forEach((doc, i) => documentUsers.push([doc, id, iso(now - (10 + i * 7) * DAY)]));
    userDevices.push(
      [id, '3.4.1', 'ios', 'Apple', 'iPhone 15', true, true, iso(now - 2 * 3600_000), null, iso(now - 12 * DAY)],
      [id, '3.3.9', 'android', 'Google', 'Pixel 8', false, true, iso(now - 9 * DAY), iso(now - 8 * DAY), null],
    );
    nets
      .slice(0, 3)
      .forEach((networkId, i) => networkMembers.push([networkId, id, i === 0, iso(now - (30 + i) * DAY)]));
    for (const deviceId of devicesOf(clients, 2)) deviceOwners.push([deviceId, id]);
  }

  return {
    subscriptions,
    activities,
    notificationSettings,
    alertSettings,
    documentUsers,
    userDevices: userDevices.map((d) => [...d, iso(now - 200 * DAY), d[7]]),
    networkMembers,
    deviceOwners,
  };
}

/**
 * Needs the tables of migration 006; a database at an older schema (the upgrade test seeds one before
 * migrating the rest) gets none of these rows.
 */
export async function insertUserProfile(tx: Queryable, rows: ReturnType<typeof userProfileRows>) {
  const [schema] = await tx.query<{ ok: boolean }>("SELECT to_regclass('subscription_history') IS NOT NULL AS ok");
  if (!schema?.ok) return;
  await insertRows(
    tx,
    'subscription_history',
    [
      ['user_id', 'int'],
      ['subscription', 'text'],
      ['platform', 'text'],
      ['created_at', 'timestamptz'],
      ['expires_at', 'timestamptz'],
      ['unsubscribed_at', 'timestamptz'],
    ],
    rows.subscriptions,
  );
  await insertRows(
    tx,
    'activity_logs',
    [
      ['user_id', 'int'],
      ['kind', 'text'],
      ['name', 'text'],
      ['name_translations', 'jsonb'],
      ['action', 'text'],
      ['address', 'text'],
      ['created_at', 'timestamptz'],
    ],
    rows.activities,
  );
  await insertRows(
    tx,
    'user_notification_settings',
    [
      ['user_id', 'int'],
      ['category', 'int2'],
      ['is_email', 'bool'],
      ['is_push', 'bool'],
      ['is_sound', 'bool'],
    ],
    rows.notificationSettings,
  );
  await insertRows(
    tx,
    'user_alert_central_settings',
    [
      ['user_id', 'int'],
      ['kind', 'text'],
      ['settings', 'jsonb'],
    ],
    rows.alertSettings,
  );
  await tx.query(
    `INSERT INTO document_users (document_id, user_id, added_at)
     SELECT * FROM unnest($1::int[], $2::int[], $3::timestamptz[]) ON CONFLICT DO NOTHING`,
    [0, 1, 2].map((i) => rows.documentUsers.map((r) => r[i])),
  );
  await insertRows(
    tx,
    'user_devices',
    [
      ['user_id', 'int'],
      ['app_version', 'text'],
      ['os', 'text'],
      ['manufacturer', 'text'],
      ['model', 'text'],
      ['location_enabled', 'bool'],
      ['is_active', 'bool'],
      ['last_active_at', 'timestamptz'],
      ['logout_time', 'timestamptz'],
      ['test_alarm_at', 'timestamptz'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    rows.userDevices,
  );
  await tx.query(
    `INSERT INTO network_members (network_id, user_id, is_admin, added_at)
     SELECT * FROM unnest($1::int[], $2::int[], $3::bool[], $4::timestamptz[]) ON CONFLICT DO NOTHING`,
    [0, 1, 2, 3].map((i) => rows.networkMembers.map((r) => r[i])),
  );
  await tx.query(
    'UPDATE devices d SET owner_user_id = t.owner FROM unnest($1::int[], $2::int[]) AS t(id, owner) WHERE d.id = t.id',
    [rows.deviceOwners.map(([d]) => d), rows.deviceOwners.map(([, u]) => u)],
  );
}

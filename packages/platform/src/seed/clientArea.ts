import type { Queryable } from '../db/types.js';
import { normalizePolicy, validatePolicy, type Policy } from '../modules/clients/alertPolicy.js';
import { hasTable, insertRows, resetIdentity } from './insert.js';
import { CLIENTS } from './names.js';
import type { Random } from './prng.js';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export interface ClientAreaInput {
  now: number;
  clientIds: number[];
  membersOf: Map<number, number[]>;
  /** Network id to client id. */
  networkClient: number[];
  networkCount: number;
  /** [device id, client id] */
  devices: [number, number][];
  /** Ordinary (non-demo) user ids. */
  userIds: number[];
  firstDocumentId: number;
}

/** A valid policy, or the seed fails loudly: demo data must pass the same rules as the API. */
function policy(fields: Policy): Policy {
  const p = normalizePolicy(fields);
  const errors = validatePolicy(p);
  if (Object.keys(errors).length) throw new Error(`seed policy invalid: ${JSON.stringify(errors)}`);
  return p;
}

/**
 * The client area's demo data: policies, multi-alerts, alert screen, device details and outputs,
 * mobile devices, SAML, client documents and a few networks without a client. Uses its own random
 * stream so the data of earlier issues stays exactly as it was.
 */
export function clientAreaRows(rnd: Random, input: ClientAreaInput) {
  const { now, clientIds, membersOf } = input;
  const networksOf = (clientId: number) =>
    input.networkClient.map((c, id) => (c === clientId ? id : 0)).filter((id) => id > 0);

  const deviceDetails = new Map<number, unknown[]>();
  const outputs: unknown[][] = [];
  const networkDevices: unknown[][] = [];
  const outputCodesOf = new Map<number, string[]>();
  for (const [deviceId, clientId] of input.devices) {
    const relays = rnd.weighted([
      [0, 30],
      [1, 30],
      [2, 25],
      [4, 15],
    ] as const);
    const online = rnd.next() < 0.8;
    const members = membersOf.get(clientId) ?? [];
    deviceDetails.set(deviceId, [
      `SN-${String(7_000_000 + deviceId * 131).padStart(9, '0')}`,
      members.length ? rnd.pick(members) : null,
      online ? iso(now - rnd.int(1, 3600) * 1000) : iso(now - rnd.int(2, 40) * DAY),
      relays,
      relays === 0 ? null : rnd.next() < 0.7,
      rnd.next() < 0.1,
      online,
    ]);
    const codes: string[] = [];
    for (let r = 1; r <= relays; r++) {
      outputs.push([deviceId, `relay${r}`, `Relä ${r}`]);
      codes.push(`relay${r}`);
    }
    if (rnd.next() < 0.3) {
      outputs.push([deviceId, 'siren', 'Siren']);
      codes.push('siren');
    }
    outputCodesOf.set(deviceId, codes);
    const nets = networksOf(clientId);
    if (nets.length) networkDevices.push([rnd.pick(nets), deviceId, iso(now - rnd.int(1, 200) * DAY)]);
  }

  const userDevices: unknown[][] = [];
  for (const userId of input.userIds) {
    if (rnd.next() < 0.3) continue;
    for (let d = 0; d < rnd.int(1, 2); d++) {
      const os = rnd.weighted([
        ['ios', 45],
        ['android', 45],
        ['macos', 5],
        ['windows', 5],
      ] as const);
      const lastActive = now - rnd.int(0, 60) * DAY - rnd.int(0, 86_399) * 1000;
      const [manufacturer, model] =
        os === 'ios'
          ? ['Apple', rnd.pick(['iPhone 13', 'iPhone 14', 'iPhone 15'])]
          : os === 'android'
            ? [rnd.pick(['Samsung', 'Google']), rnd.pick(['Galaxy S23', 'Pixel 8', 'Galaxy A54'])]
            : os === 'macos'
              ? ['Apple', 'MacBook Air']
              : ['Lenovo', 'ThinkPad X1'];
      userDevices.push([
        userId,
        rnd.pick(['3.3.9', '3.4.0', '3.4.1', '2.9.5']),
        os,
        manufacturer,
        model,
        rnd.next() < 0.75,
        rnd.next() < 0.9,
        iso(lastActive),
        rnd.next() < 0.2 ? iso(lastActive + 3600_000) : null,
        rnd.next() < 0.3 ? iso(now - rnd.int(1, 90) * DAY) : null,
        iso(lastActive - rnd.int(30, 300) * DAY),
        iso(lastActive),
      ]);
    }
  }

  const documents = clientIds.map((clientId, i) => [
    input.firstDocumentId + i,
    `Utrymningsplan ${CLIENTS[clientId - 1]![0]}`,
    'Evacuation plan',
    'private',
    'sv',
    false,
    iso(now - 100 * DAY),
    clientId,
  ]);
  const docOf = (clientId: number) => input.firstDocumentId + clientIds.indexOf(clientId);

  const policies: unknown[][] = [];
  const multiAlerts: unknown[][] = [];
  for (const clientId of clientIds) {
    const members = membersOf.get(clientId) ?? [];
    const nets = networksOf(clientId);
    const withOutputs = input.devices.find(([d, c]) => c === clientId && outputCodesOf.get(d)!.length)?.[0];
    if (clientId % 4 !== 0) {
      policies.push([
        clientId,
        JSON.stringify(
          policy({
            sosEnforced: true,
            sosTitle: 'Nödlarm',
            sosSound: 'siren',
            sosDocument: docOf(clientId),
            sosSelectedUsers: members.slice(0, 2),
            sosSelectedNetworks: nets.slice(0, 1),
            sosSelectedNetworksRadiusEnabled: true,
            sosSelectedNetworksRadius: 500,
            ...(withOutputs
              ? {
                  sosEnableDeviceOutputControl: true,
                  sosDeviceOutputControl: { [withOutputs]: outputCodesOf.get(withOutputs)!.slice(0, 1) },
                }
              : {}),
            amcEnforced: true,
            amcCreatePublicAlert: true,
            amcPublicRadiusEnabled: true,
            amcPublicRadius: 2000,
            ...(clientId % 2 === 0 ? { networkEnforced: true, networkDisabled: true } : {}),
            summonEnforced: true,
            summonMeetingLink: 'https://meet.jit.si/vakt-demo',
          }),
        ),
      ]);
    }
    multiAlerts.push(
      [
        clientId,
        'Utrymning',
        false,
        'Utrym byggnaden',
        'Lämna byggnaden via närmaste utgång',
        'Public_Alert',
        nets.slice(0, 2),
        false,
        100,
        true,
        true,
        true,
        true,
        1500,
        '#4472C4',
        null,
        null,
        docOf(clientId),
        [],
        false,
        members.slice(0, 3),
        true,
        false,
        false,
        'alarmfire',
        iso(now - 50 * DAY),
      ],
      [
        clientId,
        'Hot och våld',
        false,
        'Hotfull situation',
        null,
        'SOS_Emergency',
        nets.slice(0, 1),
        true,
        300,
        false,
        false,
        false,
        false,
        100,
        '#FF0000',
        'Ring 112',
        null,
        null,
        [],
        true,
        [],
        true,
        true,
        true,
        'siren',
        iso(now - 20 * DAY),
      ],
      [
        clientId,
        'Samling',
        true,
        'Samling i matsalen',
        null,
        'Summon',
        [],
        false,
        100,
        false,
        false,
        false,
        false,
        100,
        '#F0F0F0',
        null,
        'https://teams.microsoft.com/l/meetup-join/demo',
        null,
        [],
        false,
        [],
        false,
        false,
        false,
        'uan',
        iso(now - 2 * DAY),
      ],
    );
  }

  const alertScreen = [
    [clientIds[0], 'SOS_Emergency', 'NÖDLARM', '#FF0000'],
    [clientIds[0], 'Summon', 'Samling', '#F0F0F0'],
  ];
  const notificationSettings = [[clientIds[0], 'battery-low', true, false, false, true, true, false, false]];

  const orphanNetworks = [1, 2, 3].map((i) => [
    input.networkCount + i,
    null,
    `Fristående nätverk ${i}`,
    (['open', 'private', 'public'] as const)[i - 1],
    'active',
    null,
    null,
    null,
    iso(now - (30 + i) * DAY),
  ]);

  return {
    deviceDetails,
    outputs,
    networkDevices,
    userDevices,
    documents,
    policies,
    multiAlerts,
    alertScreen,
    notificationSettings,
    orphanNetworks,
  };
}

export async function insertClientArea(tx: Queryable, rows: ReturnType<typeof clientAreaRows>) {
  await tx.query(`UPDATE organizations SET saml_metadata_url = 'https://idp.nordvakt.test/metadata' WHERE id = 1`);
  // A test seeds a schema older than migration 016, which moves the domains from the array into their table.
  const [domains] = await tx.query<{ table: boolean }>(
    "SELECT to_regclass('organization_email_domains') IS NOT NULL AS table",
  );
  if (domains!.table)
    await tx.query(
      `INSERT INTO organization_email_domains (domain, organization_id)
       VALUES ('nordvakt.se', 1), ('nordvakt.test', 1), ('malardalen.test', 2)`,
    );
  else {
    await tx.query(`UPDATE organizations SET saml_email_domains = '{nordvakt.se,nordvakt.test}' WHERE id = 1`);
    await tx.query(`UPDATE organizations SET saml_email_domains = '{malardalen.test}' WHERE id = 2`);
  }
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
    rows.orphanNetworks,
  );
  // Before migration 020 a document had one client column; since, its clients are rows of document_clients.
  const sharedWithClients = await hasTable(tx, 'document_clients');
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
      ...(sharedWithClients ? [] : ([['client_id', 'int']] as [string, string][])),
    ],
    sharedWithClients ? rows.documents.map((d) => d.slice(0, 7)) : rows.documents,
  );
  if (sharedWithClients) {
    await insertRows(
      tx,
      'document_clients',
      [
        ['document_id', 'int'],
        ['client_id', 'int'],
      ],
      rows.documents.map((d) => [d[0], d[7]]),
    );
    await tx.query(
      `UPDATE documents d SET organization_id = c.organization_id
         FROM document_clients dc JOIN clients c ON c.id = dc.client_id WHERE dc.document_id = d.id`,
    );
  }
  const details = [...rows.deviceDetails].map(([id, d]) => [id, ...d]);
  await tx.query(
    `UPDATE devices d SET serial_number = t.serial, owner_user_id = t.owner, last_received_signal_at = t.signal, relays_count = t.relays,
            relays_enabled = t.enabled, test_mode_enabled = t.test, is_online = t.online
       FROM unnest($1::int[], $2::text[], $3::int[], $4::timestamptz[], $5::int[], $6::bool[], $7::bool[], $8::bool[])
         AS t(id, serial, owner, signal, relays, enabled, test, online)
      WHERE d.id = t.id`,
    Array.from({ length: 8 }, (_, i) => details.map((row) => row[i] ?? null)),
  );
  await insertRows(
    tx,
    'device_outputs',
    [
      ['device_id', 'int'],
      ['code', 'text'],
      ['name', 'text'],
    ],
    rows.outputs,
  );
  await insertRows(
    tx,
    'network_devices',
    [
      ['network_id', 'int'],
      ['device_id', 'int'],
      ['added_at', 'timestamptz'],
    ],
    rows.networkDevices,
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
  await insertRows(
    tx,
    'multi_alerts',
    [
      ['client_id', 'int'],
      ['name', 'text'],
      ['draft', 'bool'],
      ['title', 'text'],
      ['description', 'text'],
      ['alert_category', 'text'],
      ['selected_networks', 'int[]'],
      ['selected_networks_radius_enabled', 'bool'],
      ['selected_networks_radius', 'int'],
      ['create_public_alert', 'bool'],
      ['alert_all_available_networks', 'bool'],
      ['alert_all_available_users', 'bool'],
      ['public_radius_enabled', 'bool'],
      ['public_radius', 'int'],
      ['color', 'text'],
      ['instructions', 'text'],
      ['meeting_link', 'text'],
      ['document_id', 'int'],
      ['notify_selected_users_outside_of_range', 'int[]'],
      ['overwrite_all', 'bool'],
      ['selected_users', 'int[]'],
      ['enable_confirmation_comment', 'bool'],
      ['enable_two_step_confirmation', 'bool'],
      ['streaming_enabled', 'bool'],
      ['sound', 'text'],
      ['created_at', 'timestamptz'],
    ],
    rows.multiAlerts,
  );
  for (const [clientId, json] of rows.policies)
    await tx.query('UPDATE clients SET alert_policy = $2::jsonb WHERE id = $1', [clientId, json]);
  await insertRows(
    tx,
    'client_alert_screen',
    [
      ['client_id', 'int'],
      ['category', 'text'],
      ['caption', 'text'],
      ['color', 'text'],
    ],
    rows.alertScreen,
  );
  await insertRows(
    tx,
    'client_notification_settings',
    [
      ['client_id', 'int'],
      ['type', 'text'],
      ['email', 'bool'],
      ['push', 'bool'],
      ['sound', 'bool'],
      ['to_client_admin', 'bool'],
      ['to_client_users', 'bool'],
      ['to_network_admin', 'bool'],
      ['to_network_users', 'bool'],
    ],
    rows.notificationSettings,
  );
  await tx.query(
    'UPDATE networks SET added_to_client_at = created_at WHERE client_id IS NOT NULL AND added_to_client_at IS NULL',
  );
  await resetIdentity(tx, ['networks', 'documents', 'user_devices', 'multi_alerts']);
}

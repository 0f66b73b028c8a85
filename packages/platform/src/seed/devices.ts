import type { Queryable } from '../db/types.js';
import { DEMO_ACCOUNTS } from './demoAccounts.js';
import { insertRows } from './insert.js';
import { AREAS, STREETS } from './names.js';
import type { Random } from './prng.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const DEMO_ACCOUNT_MAX_ID = DEMO_ACCOUNTS.length;

export interface DeviceSeedInput {
  now: number;
  /** The first free device id (after the DALM devices). */
  firstId: number;
  membersOf: Map<number, number[]>;
  /** Network id to client id. */
  networkClient: number[];
  /** The DALM devices: [device id, client id, status]. */
  dalm: [number, number, string][];
}

// Where the demo accounts look: client 2 (every account), 1 and 5 (multiadmin), 1-4 (orgadmin), all (admin).
const HUB_CLIENTS = [2, 2, 1, 3, 5, 6];
const LOOSE_BUTTON_CLIENTS = [2, 2, 1, 3, 4, 5, 7, 8];
const SENSOR_CLIENTS = [2, 2, 1, 3, 4, 5, 6, 7, 8, 2];
const HUB_PLACES = ['Entré', 'Reception', 'Lager', 'Kontor', 'Personalrum', 'Korridor'];
const BUTTON_PLACES = ['Kassa', 'Skrivbord', 'Väktarrum', 'Nattdesk', 'Lastkaj', 'Mottagning', 'Kök', 'Trapphus'];
const SENSOR_OBJECTS = ['Villa', 'Butik', 'Förråd', 'Kontor', 'Skola', 'Garage'];
const FIRMWARE = ['2.4.1', '2.5.0', '2.5.3', '3.0.0'];
const DALM_INPUTS = [
  ['in1', 'Dörrkontakt'],
  ['in2', 'Rörelsedetektor'],
  ['in3', 'Brandlarm'],
  ['in4', 'Överfallslarm'],
] as const;
const ALARMS = [
  ['Burglary', 'BA', 'Inbrottslarm'],
  ['Fire', 'FA', 'Brandlarm'],
  ['Panic', 'PA', 'Överfallslarm'],
  ['Tamper', 'TA', 'Sabotage'],
] as const;

/** 0 none, 1 low (<= 20 %), 2 critical (<= 10 %), 3 panic (<= 5 %): the health job's memory of a battery. */
const warningOf = (battery: number | null) =>
  battery === null ? 0 : battery <= 5 ? 3 : battery <= 10 ? 2 : battery <= 20 ? 1 : 0;

/**
 * Flic hubs with their buttons, loose buttons and sensor devices for the demo clients (their networks, press
 * settings, logs and alerts), and for the DALM devices inputs, alerts (the ALARM ones have an active alert)
 * and logs. Deterministic with its own random stream, so the data of earlier issues stays as it was.
 */
export function deviceRows(rnd: Random, input: DeviceSeedInput) {
  const { now } = input;
  const networksOf = (clientId: number) =>
    input.networkClient.map((c, id) => (c === clientId ? id : 0)).filter((id) => id > 0);
  const around = () => ({
    lat: +(59.3243556 + (rnd.next() - 0.5) * 0.12).toFixed(6),
    lng: +(18.0705097 + (rnd.next() - 0.5) * 0.24).toFixed(6),
  });
  const address = () => `${rnd.pick(STREETS)} ${rnd.int(1, 120)}, ${rnd.pick(AREAS)}`;

  const devices: unknown[][] = [];
  const networkDevices: unknown[][] = [];
  const press: unknown[][] = [];
  const logs: unknown[][] = [];
  const alerts: unknown[][] = [];
  const inputs: unknown[][] = [];
  let id = input.firstId;
  let onlineTurn = 0;

  const add = (
    type: 'hub' | 'button' | 'sensor',
    clientId: number,
    name: string,
    serial: string,
    parentId: number | null,
    extra: Partial<Record<'siaId' | 'area' | 'object' | 'placement' | 'floor' | 'description' | 'remote', string>> = {},
  ) => {
    const deviceId = id++;
    // Two of three online: a recent ping, connected and ready; the rest offline for hours or days.
    const online = onlineTurn++ % 3 !== 2;
    const signal = online ? now - rnd.int(1, 9) * MINUTE : now - rnd.int(2, 96) * HOUR;
    const battery =
      type === 'hub'
        ? null
        : rnd.weighted([
            [rnd.int(60, 100), 60],
            [rnd.int(21, 59), 20],
            [rnd.pick([18, 9, 4]), 20],
          ] as const);
    const wifi = type === 'hub' ? online || rnd.next() < 0.5 : null;
    const ethernet = type === 'hub' ? online && rnd.next() < 0.6 : null;
    // Owners among the demo accounts that administer the client (the users' own device tabs stay as they were).
    const members = (input.membersOf.get(clientId) ?? []).filter((u) => u <= DEMO_ACCOUNT_MAX_ID);
    const { lat, lng } = around();
    const relays = type === 'sensor' ? rnd.int(0, 2) : 0;
    const created = now - rnd.int(5, 300) * DAY - rnd.int(0, 23) * HOUR;
    devices.push([
      deviceId,
      clientId,
      name,
      type,
      serial,
      address(),
      lat,
      lng,
      'OK',
      iso(created),
      members.length && rnd.next() < 0.6 ? rnd.pick(members) : null,
      iso(signal),
      online,
      parentId,
      type === 'sensor' ? null : rnd.pick(FIRMWARE),
      battery,
      online,
      online || rnd.next() < 0.5,
      !online && rnd.next() < 0.3,
      wifi,
      ethernet,
      warningOf(battery),
      wifi,
      ethernet,
      rnd.next() < 0.1,
      extra.siaId ?? null,
      extra.area ?? null,
      extra.object ?? null,
      extra.placement ?? null,
      extra.floor ?? null,
      extra.description ?? null,
      extra.remote ?? null,
      type === 'sensor' ? rnd.pick(['siren', 'chime', null]) : null,
      relays,
      relays === 0 ? null : rnd.next() < 0.7,
    ]);
    const nets = rnd.sample(networksOf(clientId), rnd.int(1, 2));
    for (const n of nets) networkDevices.push([n, deviceId, iso(Math.min(now, created + rnd.int(1, 20) * DAY))]);
    // The device's own log: what the health job would have written.
    const events: [string, string, Record<string, unknown>, number][] = [
      ['online', 'info', { connected: true, ready: true }, created + HOUR],
    ];
    if (!online) events.push(['offline', 'warning', { lastPing: iso(signal) }, signal + 15 * MINUTE]);
    else if (rnd.next() < 0.5) {
      const t = now - rnd.int(2, 20) * DAY;
      events.push(['offline', 'warning', { lastPing: iso(t - 15 * MINUTE) }, t], ['restore', 'restore', {}, t + HOUR]);
    }
    if (battery !== null && battery <= 20)
      events.push([
        battery <= 5 ? 'battery-panic' : battery <= 10 ? 'battery-critical' : 'battery-low',
        'warning',
        { battery },
        now - rnd.int(1, 48) * HOUR,
      ]);
    for (const [event, kind, data, at] of events)
      logs.push([deviceId, event, kind, JSON.stringify(data), iso(Math.min(at, now))]);
    return { deviceId, nets, online };
  };

  const pressSettingsOf = (deviceId: number, nets: number[], withHub: boolean) => {
    const blocks = [
      ['click', false, false, 'Network_Alert', nets.slice(0, 1), 'Hjälp behövs', 'Knappen trycktes en gång', null],
      ['double_click', true, false, 'Safe_Assist', [], null, null, null],
      ['hold', false, withHub, 'SOS_Emergency', nets, 'Nödlarm', 'Knappen hölls in', 'siren'],
    ] as const;
    for (const b of blocks) press.push([deviceId, ...b.slice(0, 4), `{${b[4].join(',')}}`, ...b.slice(5)]);
  };
  const pressAlerts = (deviceId: number, count: number) => {
    for (let i = 0; i < count; i++) {
      const kind = rnd.pick(['click', 'double_click', 'hold'] as const);
      alerts.push([
        deviceId,
        kind === 'hold' ? 'SOS_Emergency' : 'Network_Alert',
        null,
        null,
        kind === 'hold' ? 'Nödlarm' : 'Hjälp behövs',
        null,
        kind,
        iso(now - rnd.int(1, 60 * 24 * 30) * MINUTE),
        false,
        null,
      ]);
    }
  };

  HUB_CLIENTS.forEach((clientId, h) => {
    const place = HUB_PLACES[h % HUB_PLACES.length]!;
    const hub = add('hub', clientId, `Flic hub ${place}`, `FH-${String(101 + h).padStart(6, '0')}`, null);
    if (h % 2 === 0) pressSettingsOf(hub.deviceId, hub.nets, false);
    const count = 2 + (h % 3);
    for (let b = 0; b < count; b++) {
      const serial = `FB-${String(101 + h).padStart(4, '0')}${String(b + 1).padStart(2, '0')}`;
      const button = add('button', clientId, `Knapp ${place} ${b + 1}`, serial, hub.deviceId);
      if (b === 0) pressSettingsOf(button.deviceId, button.nets, true);
      pressAlerts(button.deviceId, rnd.int(0, 3));
    }
  });
  LOOSE_BUTTON_CLIENTS.forEach((clientId, b) => {
    const place = BUTTON_PLACES[b % BUTTON_PLACES.length]!;
    const button = add('button', clientId, `Knapp ${place}`, `FB-${String(9001 + b).padStart(6, '0')}`, null);
    if (b % 3 === 0) pressSettingsOf(button.deviceId, button.nets, false);
    pressAlerts(button.deviceId, rnd.int(0, 2));
  });
  SENSOR_CLIENTS.forEach((clientId, s) => {
    const object = SENSOR_OBJECTS[s % SENSOR_OBJECTS.length]!;
    add('sensor', clientId, `Sensor ${object} ${s + 1}`, `CA-${String(5001 + s).padStart(6, '0')}`, null, {
      siaId: `SIA${String(3100 + s * 7).padStart(6, '0')}`,
      area: `Larmområde ${1 + (s % 3)}`,
      object: `${object} ${rnd.pick(STREETS)}`,
      placement: rnd.pick(['Hall', 'Vardagsrum', 'Källare', 'Vind', 'Entré']),
      floor: String(rnd.int(0, 4)),
      description: rnd.next() < 0.5 ? 'Trådlös sensor, batteribytes årligen' : undefined,
      remote: rnd.pick(['Securitas Larmcentral', 'Avarn Larmcentral', 'SOS Alarm']),
    });
  });

  // DALM devices: inputs for about half, alerts for a third; every ALARM device has an active alert.
  for (const [deviceId, , status] of input.dalm) {
    if (rnd.next() < 0.5)
      for (const [code, name] of rnd.sample(DALM_INPUTS, rnd.int(1, 3)).sort((a, b) => a[0].localeCompare(b[0])))
        inputs.push([deviceId, code, name, rnd.next() < 0.85, rnd.next() < 0.15]);
    const past = status === 'ALARM' ? rnd.int(0, 2) : rnd.next() < 0.3 ? rnd.int(1, 3) : 0;
    for (let i = 0; i < past + (status === 'ALARM' ? 1 : 0); i++) {
      const active = status === 'ALARM' && i === 0;
      const [alarmType, code, message] = rnd.pick(ALARMS);
      const at = active ? now - rnd.int(5, 240) * MINUTE : now - rnd.int(1, 90) * DAY;
      alerts.push([
        deviceId,
        alarmType,
        code,
        String(rnd.int(1, 8)),
        message,
        `${message}, sektion ${rnd.int(1, 8)}`,
        null,
        iso(at),
        active,
        active ? null : iso(at + rnd.int(5, 120) * MINUTE),
      ]);
      logs.push([deviceId, 'alarm', 'alarm', JSON.stringify({ alarmType, sia: code }), iso(at)]);
    }
  }

  return { devices, networkDevices, press, logs, alerts, inputs };
}

async function hasColumn(q: Queryable, table: string, column: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2`,
    [table, column],
  );
  return rows.length > 0;
}

/** One INSERT per table; nothing on a schema older than migration 019 (a test seeds one). */
export async function insertDevices(tx: Queryable, rows: ReturnType<typeof deviceRows>): Promise<number> {
  if (!(await hasColumn(tx, 'devices', 'parent_id'))) return 0;
  await insertRows(
    tx,
    'devices',
    [
      ['id', 'int'],
      ['client_id', 'int'],
      ['name', 'text'],
      ['type', 'text'],
      ['serial_number', 'text'],
      ['location', 'text'],
      ['lat', 'float8'],
      ['lng', 'float8'],
      ['status', 'text'],
      ['created_at', 'timestamptz'],
      ['owner_user_id', 'int'],
      ['last_received_signal_at', 'timestamptz'],
      ['is_online', 'bool'],
      ['parent_id', 'int'],
      ['firmware_version', 'text'],
      ['battery', 'int2'],
      ['connected', 'bool'],
      ['ready', 'bool'],
      ['active_disconnect', 'bool'],
      ['wifi', 'bool'],
      ['ethernet', 'bool'],
      ['battery_warning', 'int2'],
      ['wifi_was_up', 'bool'],
      ['ethernet_was_up', 'bool'],
      ['test_mode_enabled', 'bool'],
      ['sia_id', 'text'],
      ['alarm_area_name', 'text'],
      ['object_name', 'text'],
      ['placement', 'text'],
      ['floor', 'text'],
      ['description', 'text'],
      ['alert_remote_center', 'text'],
      ['sound', 'text'],
      ['relays_count', 'int'],
      ['relays_enabled', 'bool'],
    ],
    rows.devices,
  );
  // Buttons after their hubs: a parent must exist (the rows are in that order already).
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
    'device_press_settings',
    [
      ['device_id', 'int'],
      ['press', 'text'],
      ['use_policy_settings', 'bool'],
      ['use_hub_settings', 'bool'],
      ['alert_type', 'text'],
      ['network_ids', 'int[]'],
      ['title', 'text'],
      ['description', 'text'],
      ['sound', 'text'],
    ],
    rows.press,
  );
  await insertRows(
    tx,
    'device_logs',
    [
      ['device_id', 'int'],
      ['event', 'text'],
      ['type', 'text'],
      ['data', 'jsonb'],
      ['created_at', 'timestamptz'],
    ],
    rows.logs,
  );
  await insertRows(
    tx,
    'device_alerts',
    [
      ['device_id', 'int'],
      ['alarm_type', 'text'],
      ['event_code', 'text'],
      ['section_number', 'text'],
      ['title', 'text'],
      ['message', 'text'],
      ['press', 'text'],
      ['alarm_date', 'timestamptz'],
      ['active', 'bool'],
      ['reset_at', 'timestamptz'],
    ],
    rows.alerts,
  );
  await insertRows(
    tx,
    'device_inputs',
    [
      ['device_id', 'int'],
      ['code', 'text'],
      ['name', 'text'],
      ['active', 'bool'],
      ['silent', 'bool'],
    ],
    rows.inputs,
  );
  return rows.devices.length;
}

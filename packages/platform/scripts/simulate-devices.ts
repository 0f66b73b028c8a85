/**
 * Device simulator (issue 11; README "Device health, ingest and the simulator"): drives devices of a running
 * platform through the ingest API (POST /v2/devices/report) the way real ones would, so the console shows live
 * device states: pings, battery drain, disconnects and reconnects, alarms and button presses.
 *
 *   npm run simulate -- [--devices 8] [--interval 5000] [--kinds hub,button,sensor,dalm] [--once]
 *   npm run simulate -- --scenario button-offline [--serial <button serial>]
 *   npm run simulate -- --scenario arc-alarm --network <id>
 *
 * It signs in to the back office as an administrator (SIM_EMAIL / SIM_PASSWORD, default the demo admin),
 * picks the newest devices of each kind, issues each a new ingest key (POST /backoffice/devices/{id}/ingest-key;
 * the device's previous key stops working) and reports with it. The platform's health job (every
 * DEVICE_HEALTH_INTERVAL_MS) turns the reports into online / offline, restores, battery and link warnings.
 *
 * --scenario button-offline is deterministic: one Flic button (--serial, else the newest one) reports connected
 * and waits until the platform shows it online, drains its battery under 20 % and waits for the battery
 * warning in its log, then reports a disconnect and waits until the platform shows it offline; then it exits
 * (0, or 1 when a step did not happen within --timeout ms).
 *
 * --scenario arc-alarm drives an alarm through the network's integrations to their alarm-receiving centres:
 * raised, confirmed, finalized, each step waiting for every receiver's ACK in the integration logs
 * (scripts/arcAlarm.ts; with scripts/dc09-receiver.ts as the centre on an engineer's desk).
 */
import { arcAlarm } from './arcAlarm.js';

type Kind = 'dalm' | 'hub' | 'button' | 'sensor';
const KINDS: Kind[] = ['hub', 'button', 'sensor', 'dalm'];

interface Options {
  platformUrl: string;
  email: string;
  password: string;
  devices: number;
  intervalMs: number;
  kinds: Kind[];
  scenario?: 'button-offline' | 'arc-alarm';
  serial?: string;
  network?: number;
  once: boolean;
  timeoutMs: number;
  seed: number;
}

const HELP = `Vakt device simulator

  npm run simulate -- [options]

  --devices N         devices to drive, spread over the kinds (default 8)
  --interval MS       time between two rounds of reports (default 5000; the scenario 1000)
  --kinds LIST        comma-separated: hub,button,sensor,dalm (default all four)
  --once              one round of reports, then exit
  --scenario NAME     button-offline: one button goes online, drains under 20 %, disconnects, then exit
  --serial SERIAL     the button of the scenario (default the newest button)
  --scenario arc-alarm --network ID
                      an alarm in that network raised, confirmed and finalized, each step waiting for every
                      integration's alarm-receiving centre to ACK it (the frames and answers are printed)
  --timeout MS        how long the scenario waits for each step (default 120000)
  --seed N            random seed (default: the time), for repeatable runs
  --platform URL      the platform (default PLATFORM_URL or http://127.0.0.1:4000)

  Signs in as SIM_EMAIL / SIM_PASSWORD (default admin@vakt.test / Vakt!demo1).`;

function parseOptions(argv: string[]): Options {
  const args = argv.filter((a) => a !== '--');
  const value = (name: string) => {
    const i = args.indexOf(`--${name}`);
    if (i < 0) return undefined;
    const v = args[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`--${name} needs a value`);
    return v;
  };
  const number = (name: string, fallback: number, min: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number >= ${min}, got "${raw}"`);
    return n;
  };
  if (args.includes('--help') || args.includes('-h')) {
    console.log(HELP);
    process.exit(0);
  }
  const known = new Set([
    '--devices',
    '--interval',
    '--kinds',
    '--once',
    '--scenario',
    '--serial',
    '--timeout',
    '--seed',
    '--platform',
    '--network',
  ]);
  const unknown = args.filter((a, i) => a.startsWith('--') && !known.has(a) && !known.has(args[i - 1] ?? ''));
  if (unknown.length) throw new Error(`unknown option ${unknown[0]} (--help lists them)`);
  const scenario = value('scenario');
  if (scenario !== undefined && scenario !== 'button-offline' && scenario !== 'arc-alarm')
    throw new Error(`--scenario must be button-offline or arc-alarm, got "${scenario}"`);
  if (scenario === 'arc-alarm' && value('network') === undefined)
    throw new Error('--scenario arc-alarm needs --network');
  const kinds = (value('kinds') ?? KINDS.join(',')).split(',').map((k) => k.trim()) as Kind[];
  const wrong = kinds.find((k) => !KINDS.includes(k));
  if (wrong) throw new Error(`--kinds takes hub, button, sensor and dalm, got "${wrong}"`);
  return {
    platformUrl: (value('platform') ?? process.env.PLATFORM_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, ''),
    email: process.env.SIM_EMAIL ?? 'admin@vakt.test',
    password: process.env.SIM_PASSWORD ?? 'Vakt!demo1',
    devices: number('devices', 8, 1),
    intervalMs: number('interval', scenario ? 1000 : 5000, 100),
    kinds,
    scenario: scenario as Options['scenario'],
    serial: value('serial'),
    ...(value('network') !== undefined ? { network: number('network', 0, 1) } : {}),
    once: args.includes('--once'),
    timeoutMs: number('timeout', 120_000, 1000),
    seed: number('seed', Date.now() % 2147483647, 0),
  };
}

/** mulberry32: a small seeded generator, so --seed repeats a run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stamp = () => new Date().toISOString().slice(11, 19);
const say = (line: string) => console.log(`${stamp()} ${line}`);

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The back office as the signed-in administrator (signs in again when the access token has expired). */
class BackOffice {
  private token?: string;

  constructor(private readonly o: Options) {}

  private async signIn() {
    const res = await fetch(`${this.o.platformUrl}/v2/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: this.o.email, password: this.o.password }),
    });
    const body = (await res.json().catch(() => ({}))) as { accessToken?: string; errorMessage?: string };
    if (!res.ok || !body.accessToken)
      throw new Error(`sign-in as ${this.o.email} failed: ${res.status} ${body.errorMessage ?? ''}`.trim());
    this.token = body.accessToken;
  }

  async call<T>(method: string, path: string, body?: unknown, retried = false): Promise<T> {
    if (!this.token) await this.signIn();
    // Paths under /v2/ or /backoffice/ as they are; others are the back office's.
    const full = /^\/(v2|backoffice)\//.test(path) ? path : `/backoffice${path}`;
    const res = await fetch(`${this.o.platformUrl}${full}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status === 401 && !retried) {
      this.token = undefined;
      return this.call(method, path, body, true);
    }
    const text = await res.text();
    if (!res.ok) throw new HttpError(res.status, `${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

interface Row {
  id: number;
  name: string;
  serialNumber?: string | null;
  dalmId?: string | null;
}

/** A device as the simulator drives it: what it last reported. */
interface SimDevice {
  id: number;
  kind: Kind;
  label: string;
  key: string;
  battery: number;
  /** Rounds left without contact (0: connected). */
  downFor: number;
  wifi: boolean;
  ethernet: boolean;
}

async function newestOf(bo: BackOffice, kind: Kind, limit: number): Promise<Row[]> {
  const q = `limit=${limit}&offset=0&sort=createdAt&order=desc`;
  const path =
    kind === 'dalm' ? `/devices?${q}` : kind === 'sensor' ? `/collactivate?${q}` : `/flic-hub/list?type=${kind}&${q}`;
  return (await bo.call<{ items: Row[] }>('GET', path)).items;
}

const labelOf = (kind: Kind, r: Row) => `${kind} ${r.dalmId ?? r.serialNumber ?? `#${r.id}`} "${r.name}"`;

async function issueKey(bo: BackOffice, id: number): Promise<string> {
  return (await bo.call<{ key: string }>('POST', `/devices/${id}/ingest-key`)).key;
}

/** One report through the ingest API; answers the HTTP status (202 taken, 429 throttled). */
async function report(o: Options, d: Pick<SimDevice, 'key'>, body: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${o.platformUrl}/v2/devices/report`, {
    method: 'POST',
    headers: { authorization: `Device ${d.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (res.status === 401)
    throw new Error(`report refused (401): the key of device ${d.key.split('_')[1]} is not valid`);
  return res.status;
}

const PRESSES = ['click', 'double_click', 'hold'] as const;
const ALARMS = [
  { alarmType: 'Burglary', sia: 'BA' },
  { alarmType: 'Fire', sia: 'FA' },
  { alarmType: 'Panic', sia: 'PA' },
  { alarmType: 'Tamper', sia: 'TA' },
];

/** One round for one device: what it reports now, and the lines worth printing. */
function nextReport(d: SimDevice, random: () => number): { body: Record<string, unknown> | null; events: string[] } {
  const events: string[] = [];
  if (d.downFor > 0) {
    d.downFor--;
    if (d.downFor > 0) return { body: null, events };
    events.push('reconnects');
  } else if (random() < 0.03) {
    // Gone for 2..5 rounds: reports the disconnect (Flic, sensors) or loses both links (DALM), then is silent.
    d.downFor = 2 + Math.floor(random() * 4);
    events.push(`disconnects for ${d.downFor} rounds`);
    const body = d.kind === 'dalm' ? { wifi: false, ethernet: false } : { connected: false, activeDisconnect: false };
    return { body, events };
  }
  const body: Record<string, unknown> = {};
  if (d.kind !== 'dalm') Object.assign(body, { connected: true, ready: true, activeDisconnect: false });
  // Buttons and sensors run on batteries; hubs and DALM dialers on mains.
  if (d.kind === 'button' || d.kind === 'sensor') {
    const before = d.battery;
    d.battery = Math.max(0, d.battery - (random() < 0.5 ? 1 : 0) - (random() < 0.1 ? 3 : 0));
    if (d.battery <= 3) {
      d.battery = 100;
      events.push('battery replaced (100 %)');
    } else if (Math.floor(before / 10) !== Math.floor(d.battery / 10)) events.push(`battery ${d.battery} %`);
    body.battery = d.battery;
  }
  if (d.kind === 'hub' || d.kind === 'dalm') {
    if (random() < 0.03) {
      d.wifi = !d.wifi;
      events.push(`wifi ${d.wifi ? 'up' : 'down'}`);
    }
    if (d.kind === 'dalm' && !d.wifi && !d.ethernet) d.ethernet = true;
    Object.assign(body, { wifi: d.wifi, ethernet: d.ethernet });
  }
  if (d.kind === 'button' && random() < 0.02) {
    body.press = PRESSES[Math.floor(random() * PRESSES.length)];
    events.push(`press ${body.press}`);
  }
  if ((d.kind === 'dalm' || d.kind === 'sensor') && random() < 0.01) {
    const alarm = ALARMS[Math.floor(random() * ALARMS.length)]!;
    body.alarms = [{ ...alarm, section: String(1 + Math.floor(random() * 8)), message: 'Simulated alarm' }];
    events.push(`alarm ${alarm.alarmType} (${alarm.sia})`);
  }
  return { body, events };
}

async function simulate(o: Options, bo: BackOffice) {
  const random = prng(o.seed);
  const perKind = Math.ceil(o.devices / o.kinds.length);
  const devices: SimDevice[] = [];
  for (const kind of o.kinds) {
    let rows: Row[];
    try {
      rows = await newestOf(bo, kind, perKind);
    } catch (err) {
      say(`no ${kind} devices: ${(err as Error).message}`);
      continue;
    }
    if (!rows.length) say(`no ${kind} devices on the platform; create some in the console`);
    for (const r of rows) {
      if (devices.length >= o.devices) break;
      const d: SimDevice = {
        id: r.id,
        kind,
        label: labelOf(kind, r),
        key: await issueKey(bo, r.id),
        battery: 40 + Math.floor(random() * 61),
        downFor: 0,
        wifi: true,
        ethernet: kind === 'dalm' ? random() < 0.5 : random() < 0.3,
      };
      devices.push(d);
      const battery = kind === 'button' || kind === 'sensor' ? `, battery ${d.battery} %` : '';
      say(`${d.label}: new ingest key issued, driving it${battery}`);
    }
  }
  if (!devices.length) throw new Error('no devices to drive');
  say(
    `driving ${devices.length} devices every ${o.intervalMs} ms against ${o.platformUrl} (seed ${o.seed}); Ctrl+C stops`,
  );
  let stopping = false;
  process.once('SIGINT', () => {
    stopping = true;
  });
  for (let round = 1; !stopping; round++) {
    let pings = 0;
    let throttled = 0;
    for (const d of devices) {
      const { body, events } = nextReport(d, random);
      for (const e of events) say(`${d.label}: ${e}`);
      if (!body) continue;
      const status = await report(o, d, body);
      if (status === 202) pings++;
      else if (status === 429) throttled++;
      else say(`${d.label}: report answered ${status}`);
    }
    say(`round ${round}: ${pings} reports taken${throttled ? `, ${throttled} throttled` : ''}`);
    if (o.once) break;
    await sleep(o.intervalMs);
  }
}

/** Polls until `check` answers true (or throws after the scenario's timeout). */
async function waitFor(o: Options, what: string, check: () => Promise<boolean>, keepAlive?: () => Promise<unknown>) {
  const until = Date.now() + o.timeoutMs;
  say(`waiting for ${what}`);
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`timed out after ${o.timeoutMs} ms waiting for ${what}`);
    await keepAlive?.();
    await sleep(o.intervalMs);
  }
}

async function buttonOffline(o: Options, bo: BackOffice) {
  let serial = o.serial;
  if (!serial) {
    const [newest] = await newestOf(bo, 'button', 1);
    if (!newest?.serialNumber) throw new Error('no Flic button on the platform; create one or pass --serial');
    serial = newest.serialNumber;
  }
  const path = `/flic-hub/${encodeURIComponent(serial)}`;
  const read = () => bo.call<{ id: number; name: string; type: string; isOnline: boolean }>('GET', path);
  const button = await read();
  if (button.type !== 'button') throw new Error(`${serial} is a ${button.type}, not a button`);
  const d = { key: await issueKey(bo, button.id) };
  const label = `button ${serial} "${button.name}"`;
  const logs = () =>
    bo.call<{ items: { event: string }[]; total: number }>('GET', `/devices/${button.id}/logs?limit=50&offset=0`);
  const logsBefore = (await logs()).total;
  /** A log event recorded since the scenario started (the log answers newest first). */
  const logged = async (event: string) => {
    const page = await logs();
    return page.items.slice(0, Math.max(0, page.total - logsBefore)).some((l) => l.event === event);
  };
  say(`${label}: new ingest key issued`);

  let battery = 40;
  const ping = () => report(o, d, { battery, connected: true, ready: true, activeDisconnect: false });
  await ping();
  say(`${label}: connected, battery ${battery} %`);
  await waitFor(o, `the platform to show ${label} online`, async () => (await read()).isOnline, ping);
  say(`${label}: online`);

  while (battery > 18) {
    battery = Math.max(18, battery - 5);
    await ping();
    say(`${label}: battery ${battery} %`);
    await sleep(o.intervalMs);
  }
  await waitFor(o, `the battery warning in the log of ${label}`, () => logged('batteryLow'), ping);
  say(`${label}: battery warning recorded`);

  await report(o, d, { battery, connected: false, ready: true, activeDisconnect: false });
  say(`${label}: disconnected`);
  await waitFor(o, `the platform to show ${label} offline`, async () => !(await read()).isOnline);
  say(`${label}: offline; the platform notified per its notification settings. Done.`);
}

async function main() {
  let o: Options;
  try {
    o = parseOptions(process.argv.slice(2));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
  const bo = new BackOffice(o);
  if (o.scenario === 'button-offline') await buttonOffline(o, bo);
  else if (o.scenario === 'arc-alarm') {
    const ok = await arcAlarm((method, path, body) => bo.call(method, path, body), {
      networkId: o.network!,
      timeoutMs: o.timeoutMs,
      pollMs: o.intervalMs,
      say,
    });
    if (!ok) process.exit(1);
  } else await simulate(o, bo);
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    console.error(`${stamp()} simulator stopped: ${err.message}`);
    process.exit(1);
  },
);

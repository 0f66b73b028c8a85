/**
 * The simulator's `--scenario arc-alarm --network <id>`: an alarm's life as an alarm-receiving centre sees
 * it (docs/integrations.md "Testing a receiver"). It raises an app alarm in the network (the integrations'
 * create code, UA by default), confirms it (UB) and finalizes it (UR), and after each step waits until
 * every integration of the network has logged the receiver's ACK of that event, printing the log lines:
 * the frames sent and the answers. Exits 0 when every event was ACKed, 1 when one failed or timed out.
 */

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

interface Integration {
  id: number;
  kind: string;
  ip: string | null;
  port: number | null;
  description: string | null;
  status: string;
  statusReason?: string | null;
  encryption?: { enabled: boolean; keyBits: number | null };
}

interface Step {
  event: 'create' | 'confirm' | 'restore';
  run: () => Promise<unknown>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `say` prints a line; `timeoutMs` is how long each step may take; `pollMs` how often the logs are read. */
export async function arcAlarm(
  call: Call,
  o: { networkId: number; timeoutMs: number; pollMs: number; say: (line: string) => void },
): Promise<boolean> {
  const { say } = o;
  const integrations = await call<Integration[]>('GET', `/v2/integrations/${o.networkId}`);
  if (!integrations.length) throw new Error(`network ${o.networkId} has no integrations: add one first`);
  for (const i of integrations)
    say(
      `integration ${i.id} ${i.kind} ${i.ip}:${i.port} "${i.description ?? ''}": ${i.status}` +
        `${i.encryption?.enabled ? `, encrypted (AES-${i.encryption.keyBits})` : ''}`,
    );
  const logs = (id: number) =>
    call<{ items: { log: string }[]; total: number }>('GET', `/v2/integrations/logs/${id}?limit=50&offset=0`);
  const seen = new Map<number, number>();
  for (const i of integrations) seen.set(i.id, (await logs(i.id)).total);

  let incidentId = 0;
  const steps: Step[] = [
    {
      event: 'create',
      run: async () => {
        const incident = await call<{ uid: number }>('POST', '/v2/incidents', {
          kind: 'Panic Alert',
          networkId: o.networkId,
          name: 'Simulator: alarm-receiving centre test',
          address: 'Drottninggatan 1, Stockholm',
          lat: 59.329323,
          lng: 18.068581,
        });
        incidentId = incident.uid;
        say(`incident ${incidentId} raised`);
      },
    },
    {
      event: 'confirm',
      run: () => call('PATCH', `/backoffice/incidents/${incidentId}/status`, { status: 'confirmed' }),
    },
    {
      event: 'restore',
      run: () => call('PATCH', `/backoffice/incidents/${incidentId}/status`, { status: 'finalized' }),
    },
  ];

  let ok = true;
  for (const step of steps) {
    await step.run();
    say(`${step.event}: waiting for the receivers' answers`);
    const pending = new Set(integrations.map((i) => i.id));
    const until = Date.now() + o.timeoutMs;
    while (pending.size && Date.now() < until) {
      for (const id of [...pending]) {
        const page = await logs(id);
        const fresh = page.items.slice(0, Math.max(0, page.total - seen.get(id)!)).reverse();
        seen.set(id, page.total);
        for (const { log } of fresh) say(`  integration ${id}: ${log}`);
        const mine = fresh.filter((l) => l.log.startsWith(`${step.event} `)).map((l) => l.log);
        if (mine.some((l) => / attempt \d+ .*: ACK /.test(l))) pending.delete(id);
        else if (mine.some((l) => /: FAILED |: not sent /.test(l))) {
          pending.delete(id);
          ok = false;
        }
      }
      if (pending.size) await sleep(o.pollMs);
    }
    if (pending.size) {
      ok = false;
      say(`${step.event}: no ACK from integration(s) ${[...pending].join(', ')} within ${o.timeoutMs} ms`);
    }
  }
  for (const i of await call<Integration[]>('GET', `/v2/integrations/${o.networkId}`))
    say(`integration ${i.id}: ${i.status}${i.statusReason ? ` (${i.statusReason})` : ''}`);
  say(ok ? 'every event was ACKed. Done.' : 'not every event was ACKed: see the lines above.');
  return ok;
}

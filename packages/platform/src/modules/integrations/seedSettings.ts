import type { Queryable } from '../../db/types.js';
import { SIA_DEFAULTS } from './rules.js';

const CENTRES = ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Västerås', 'Örebro', 'Linköping'];

/**
 * ip, port, description and settings (JSON) of a seeded integration, derived from its id so the seed's
 * random sequence is untouched. Host names under example.se, never the loopback address: the outbound
 * policy refuses loopback receivers that are not allow-listed (docs/security.md "Outbound connections"), and a demo's
 * receivers should not all fail with DESTINATION_NOT_ALLOWED.
 */
export function seedIntegrationColumns(id: number, kind: string): [string, number, string, string] {
  const centre = CENTRES[id % CENTRES.length]!;
  const ip = `arc${id}.larmcentral.example.se`;
  const account = (0x1000 + id * 37).toString(16).toUpperCase();
  const own =
    kind === 'manitou'
      ? { line: String(1 + (id % 4)), uid: account }
      : kind === 'shortxml'
        ? { pin: String(100000 + ((id * 7919) % 900000)), uid: `TX-${String(id).padStart(4, '0')}` }
        : { uid: account, use_device_id: id % 3 === 0 };
  const port = kind === 'manitou' ? 12000 + (id % 3) : kind === 'shortxml' ? 5001 : 7000;
  return [ip, port, `Larmcentral ${centre} (${kind})`, JSON.stringify({ ...own, ...SIA_DEFAULTS })];
}

/**
 * Gives the seeded integrations their connection and settings. A test seeds a schema older than
 * migration 012, which has none of these columns: then nothing is done.
 */
export async function seedIntegrationSettings(q: Queryable, rows: { id: number; kind: string }[]): Promise<void> {
  const has = await q.query(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'integrations' AND column_name = 'settings'`,
  );
  if (!has.length || !rows.length) return;
  const cols = rows.map((r) => seedIntegrationColumns(r.id, r.kind));
  await q.query(
    `UPDATE integrations i SET ip = x.ip, port = x.port, description = x.description, settings = x.settings::jsonb
       FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::text[]) AS x(id, ip, port, description, settings)
      WHERE i.id = x.id`,
    [rows.map((r) => r.id), cols.map((c) => c[0]), cols.map((c) => c[1]), cols.map((c) => c[2]), cols.map((c) => c[3])],
  );
}

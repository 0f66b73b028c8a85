import type { Deps } from '../../http/deps.js';

export const SERVER_VERSION = '1.9.0';
const CHECK_TIMEOUT_MS = 3000;
const OS_ORDER = ['ios', 'android', 'macos', 'windows'];

async function check(run: () => Promise<unknown>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'OK';
  } catch (err) {
    return (err instanceof Error ? err.message : String(err)).slice(0, 120) || 'error';
  } finally {
    clearTimeout(timer);
  }
}

export class ShellService {
  constructor(private readonly deps: Deps) {}

  databaseOk() {
    return check(() => this.deps.db.query('SELECT 1'));
  }

  async heartbeats() {
    const { mailer, storage: files } = this.deps;
    const [database, mail, storage] = await Promise.all([
      this.databaseOk(),
      check(() => mailer.verify()),
      check(() => files.check()),
    ]);
    return [
      { name: 'database', status: database },
      { name: 'mail', status: mail },
      { name: 'storage', status: storage },
    ];
  }

  /** The latest version per OS, in a fixed OS order. */
  async appVersions() {
    const rows = await this.deps.db.query<{ os: string; version: string }>(
      `SELECT DISTINCT ON (os) os, version FROM app_versions ORDER BY os, created_at DESC, id DESC`,
    );
    return rows.sort((a, b) => OS_ORDER.indexOf(a.os) - OS_ORDER.indexOf(b.os));
  }
}

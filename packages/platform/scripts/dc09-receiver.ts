/**
 * A SIA DC-09 receiver on an engineer's desk (docs/integrations.md "Testing a receiver"): listens on TCP,
 * prints every frame Vakt sends (decrypted when it has the account's key) and answers it.
 *
 *   npm run dc09-receiver -- [--port 9000] [--host 127.0.0.1] [--key 1234AB=<hex>] [--text-key 1234AB=<chars>]
 *                            [--accounts 1234AB,BEEF] [--answer ack|nak|duh|silent] [--ack-pad pipe|zeros]
 *
 * Point an integration at it (the platform must allow the address: OUTBOUND_ALLOW=127.0.0.1/32:9000), then
 * "Send test alarm", or `npm run simulate -- --scenario arc-alarm --network <id>`.
 */
import { startReceiver, type ReceiverAnswer } from '../src/integrations/dc09/index.js';
import { keyFromInput } from '../src/modules/integrations/keys.js';

const HELP = `Vakt SIA DC-09 test receiver

  npm run dc09-receiver -- [options]

  --port N                 TCP port (default 9000)
  --host ADDRESS           address to listen on (default 127.0.0.1)
  --key ACCOUNT=HEX        the AES key of an account, 32/48/64 hex digits (repeatable)
  --text-key ACCOUNT=TEXT  the AES key of an account as 16/24/32 characters (pysiaalarm's form)
  --accounts A,B           the accounts it knows; others get a bare "NAK" (as pysiaalarm answers)
  --answer KIND            ack (default), nak (with its time), duh, silent
  --ack-pad pipe|zeros     an encrypted ACK's pad: random and "|" (default), or pysiaalarm's zeros`;

function parse(argv: string[]) {
  const args = argv.filter((a) => a !== '--');
  if (args.includes('--help') || args.includes('-h')) {
    console.log(HELP);
    process.exit(0);
  }
  const all = (name: string) => args.flatMap((a, i) => (a === `--${name}` && args[i + 1] ? [args[i + 1]!] : []));
  const one = (name: string) => all(name).at(-1);
  const keys: Record<string, Uint8Array> = {};
  for (const [flag, format] of [
    ['key', 'hex'],
    ['text-key', 'text'],
  ] as const)
    for (const pair of all(flag)) {
      const [account, value] = [pair.slice(0, pair.indexOf('=')).toUpperCase(), pair.slice(pair.indexOf('=') + 1)];
      const key = keyFromInput(value, format);
      if (!account || !key) throw new Error(`--${flag} takes ACCOUNT=${format === 'hex' ? 'HEX' : 'TEXT'}: "${pair}"`);
      keys[account] = key;
    }
  const answer = one('answer') ?? 'ack';
  if (!['ack', 'nak', 'duh', 'silent'].includes(answer)) throw new Error(`--answer: ack, nak, duh or silent`);
  const pad = one('ack-pad') ?? 'pipe';
  if (pad !== 'pipe' && pad !== 'zeros') throw new Error('--ack-pad: pipe or zeros');
  const accounts = one('accounts');
  return {
    port: Number(one('port') ?? 9000),
    host: one('host') ?? '127.0.0.1',
    keys,
    answer: { kind: answer } as ReceiverAnswer,
    pad: pad as 'pipe' | 'zeros',
    ...(accounts ? { accounts: accounts.toUpperCase().split(',') } : {}),
  };
}

const show = (bytes: Buffer) => bytes.toString('latin1').replace(/\n/g, '<LF>').replace(/\r/g, '<CR>');

async function main() {
  const o = parse(process.argv.slice(2));
  const receiver = await startReceiver({
    host: o.host,
    port: o.port,
    keys: o.keys,
    encryptedAckPad: o.pad,
    ...(o.accounts ? { accounts: o.accounts } : {}),
  });
  receiver.always(o.answer);
  console.log(
    `SIA DC-09 receiver on ${receiver.host}:${receiver.port}; answers ${o.answer.kind}; keys for ` +
      `${Object.keys(o.keys).join(', ') || 'no account'}. Ctrl+C stops.`,
  );
  let shown = 0;
  setInterval(() => {
    for (const f of receiver.frames.slice(shown)) {
      const at = f.receivedAt.toISOString().slice(11, 19);
      console.log(`${at} #${f.connection} ${show(f.raw)}`);
      if (f.decrypted !== undefined) console.log(`         decrypted: ${JSON.stringify(f.decrypted)}`);
      if (f.parsed.ok) {
        const { id, sequence, receiver: r, line, account, event, timestamp } = f.parsed.frame;
        console.log(
          `         ${id} seq ${String(sequence).padStart(4, '0')} ${r !== undefined ? `R${r} ` : ''}L${line} #${account}` +
            `${event ? ` ${event.code}${event.zone ?? ''}` : ''}${timestamp ? ` at ${timestamp.toISOString()}` : ''}` +
            ` -> ${f.answer}`,
        );
      } else console.log(`         not accepted (${f.parsed.error}: ${f.parsed.detail}) -> ${f.answer}`);
    }
    shown = receiver.frames.length;
  }, 200);
  process.once('SIGINT', () => void receiver.close().then(() => process.exit(0)));
}

main().catch((err: Error) => {
  console.error(`${err.message}\n\n${HELP}`);
  process.exit(2);
});

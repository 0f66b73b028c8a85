import { X509Certificate, createPrivateKey, createPublicKey } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, loadSamlSpKeyPair } from '../../config.js';

describe('SAML SP key pair and CONSOLE_URL (config)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vakt-saml-keys-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('unset: generated once into <dataDir>/saml-sp.json (mode 600), the same pair on restart; cert and key match', async () => {
    const config = configFromEnv({ VAKT_DATA_DIR: dataDir }, new Uint8Array(32));
    expect(config.samlSp).toBeUndefined();
    const first = await loadSamlSpKeyPair(config);
    const file = join(dataDir, 'saml-sp.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
    const again = await loadSamlSpKeyPair(configFromEnv({ VAKT_DATA_DIR: dataDir }, new Uint8Array(32)));
    expect(again).toEqual(first);
    const cert = new X509Certificate(first.cert);
    expect(cert.publicKey.export({ format: 'pem', type: 'spki' })).toBe(
      createPublicKey(createPrivateKey(first.key)).export({ format: 'pem', type: 'spki' }),
    );
    expect(new Date(cert.validTo).getTime()).toBeGreaterThan(Date.now() + 5 * 365 * 24 * 3600 * 1000);
  });

  it('SAML_SP_KEY / SAML_SP_CERT win over the file; one without the other is a configuration error', async () => {
    const generated = await loadSamlSpKeyPair({ dataDir, samlSp: undefined });
    const config = configFromEnv(
      { VAKT_DATA_DIR: join(dataDir, 'elsewhere'), SAML_SP_KEY: generated.key, SAML_SP_CERT: generated.cert },
      new Uint8Array(32),
    );
    const fromEnv = await loadSamlSpKeyPair(config);
    expect(fromEnv.key.trim()).toBe(generated.key.trim());
    expect(fromEnv.cert.trim()).toBe(generated.cert.trim());
    expect(() => configFromEnv({ SAML_SP_KEY: generated.key }, new Uint8Array(32))).toThrow(/go together/);
    expect(() => configFromEnv({ SAML_SP_KEY: 'x', SAML_SP_CERT: generated.cert }, new Uint8Array(32))).toThrow(
      /PEM private key/,
    );
  });

  it('CONSOLE_URL: default http://127.0.0.1:3000, trailing slashes dropped, not a URL refused', () => {
    expect(configFromEnv({}, new Uint8Array(32)).consoleUrl).toBe('http://127.0.0.1:3000');
    expect(configFromEnv({ CONSOLE_URL: 'https://console.example.com/' }, new Uint8Array(32)).consoleUrl).toBe(
      'https://console.example.com',
    );
    expect(() => configFromEnv({ CONSOLE_URL: 'console.example.com' }, new Uint8Array(32))).toThrow(/CONSOLE_URL/);
  });
});

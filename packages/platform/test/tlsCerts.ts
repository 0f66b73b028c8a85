import { X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';

export interface TestCa {
  /** PEM */
  cert: string;
  key: string;
}

/** A private certificate authority (EC P-256), as a company's own CA for its relays. */
export async function makeCa(name: string): Promise<TestCa> {
  const pems = await generate([{ name: 'commonName', value: name }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}

/** A server certificate for `ip` issued by `ca` (checked with node:crypto's X509 helpers before use). */
export async function issueServerCert(ca: TestCa, ip = '127.0.0.1'): Promise<{ cert: string; key: string }> {
  const pems = await generate([{ name: 'commonName', value: ip }], {
    keyType: 'ec',
    algorithm: 'sha256',
    ca: { key: ca.key, cert: ca.cert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip }] },
    ],
  });
  const leaf = new X509Certificate(pems.cert);
  const issuer = new X509Certificate(ca.cert);
  if (!leaf.checkIssued(issuer) || !leaf.verify(issuer.publicKey) || leaf.checkIP(ip) !== ip)
    throw new Error('the test certificate is not issued by its CA for its address');
  return { cert: pems.cert, key: pems.private };
}

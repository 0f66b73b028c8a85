import { expect, it } from 'vitest';
import { describeEachDb } from '../../../test/harness.js';
import { SIA_CODES } from './siaCodes.js';

it('every SIA code has an English, a Swedish and a Spanish name, each unique in its language', () => {
  for (const lang of ['en', 'sv', 'es'] as const) {
    const names = SIA_CODES.map((c) => c[lang].trim());
    expect(
      names.every((n) => n.length > 0),
      lang,
    ).toBe(true);
    expect(new Set(names).size, lang).toBe(names.length);
  }
  // Spanish is not the English copied over.
  expect(SIA_CODES.filter((c) => c.es === c.en)).toEqual([]);
  expect(SIA_CODES.find((c) => c.code === 'RX')?.es).toBe('Prueba manual');
});

describeEachDb('the SIA code table over HTTP', (ctx) => {
  it('GET /v2/integrations/sia-codes answers { code, en, sv, es } for every code, ordered by code', async () => {
    const t = ctx();
    const res = await t.get('/v2/integrations/sia-codes', await t.tokenOf('clientadmin'));
    expect(res.status).toBe(200);
    const sorted = [...SIA_CODES].sort((a, b) => a.code.localeCompare(b.code));
    expect(res.body).toEqual(sorted.map(({ code, en, sv, es }) => ({ code, en, sv, es })));
    expect(res.body.find((c: { code: string }) => c.code === 'UA')).toEqual({
      code: 'UA',
      en: 'Untyped Zone Alarm',
      sv: 'Larm från zon av okänd typ',
      es: 'Alarma de zona sin tipo',
    });
  });
});

import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type Answer } from '../../test/harness.js';
import { DEFAULT_MAX_BODY_STRING, DEFAULT_MAX_LINE_STRING, hardenSchema, isRealDate } from './badInput.js';

const expectRefused = (res: Answer, field: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
  expect(res.body.fields).toEqual({ [field]: 'INVALID' });
};

it('knows real dates from impossible ones', () => {
  for (const ok of ['2026-01-31', '2024-02-29', '2026-12-31T23:59:59.999Z', '2026-06-01T10:00:00+02:00'])
    expect(isRealDate(ok), ok).toBe(true);
  for (const bad of [
    '2026-13-45',
    '2026-02-31',
    '9999-99-99',
    '2025-02-29',
    '2026-00-10',
    '2026-04-31',
    '2026-01-01T24:00:00Z',
    '2026-1-1',
  ]) {
    expect(isRealDate(bad), bad).toBe(false);
  }
});

describeEachDb('bad input answers 400 VALIDATION_FAILED', (ctx) => {
  it('a NUL byte or a control character in q on list and search routes', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    for (const path of [
      '/backoffice/clients',
      '/backoffice/users/search',
      '/backoffice/networks/search',
      '/backoffice/clients/2/users',
      '/backoffice/clients/2/multi-alerts',
    ]) {
      expectRefused(await t.get(`${path}?q=a%00b`, token), 'q');
      expectRefused(await t.get(`${path}?q=a%1Bb`, token), 'q');
      expectRefused(await t.get(`${path}?q=line%0Abreak`, token), 'q');
    }
    expectRefused(await t.get('/backoffice/incidents/list?search=a%00b', token), 'search');
  });

  it('impossible dates on the incident list and hourly statistics', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    for (const date of ['2026-13-45', '2026-02-31', '9999-99-99']) {
      expectRefused(await t.get(`/backoffice/incidents/list?startDate=${date}`, token), 'startDate');
      expectRefused(await t.get(`/backoffice/incidents/list?endDate=${date}`, token), 'endDate');
      expectRefused(await t.get(`/backoffice/stats/counts/hourly?date=${date}`, token), 'date');
    }
    expect((await t.get('/backoffice/incidents/list?startDate=2024-02-29&endDate=2026-12-31', token)).status).toBe(200);
  });

  it('NUL in a JSON string is refused; tab and line breaks in free text are kept', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    expectRefused(await t.post('/v2/auth', { email: 'admin@vakt.test\u0000', password: 'x' }), 'email');
    const base = { name: 'Hardening', title: 'Title', alertCategory: 'SOS_Emergency' };
    expectRefused(
      await t.post('/backoffice/clients/2/multi-alerts', { ...base, description: 'a\u0000b' }, token),
      'description',
    );
    expectRefused(await t.post('/backoffice/clients/2/multi-alerts', { ...base, title: 'bell\u0007' }, token), 'title');
    const kept = await t.post(
      '/backoffice/clients/2/multi-alerts',
      { ...base, description: 'first line\r\n\tsecond line' },
      token,
    );
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    expect(kept.body.description).toBe('first line\r\n\tsecond line');
  });

  it('a string without its own maxLength is capped: 10,000 characters in a body, 1,000 in a query', async () => {
    const t = ctx();
    const saml = (length: number) => t.post('/v2/auth/saml/login', { saml: 'P'.repeat(length) });
    expect((await saml(10_000)).body.errorCode).toBe('INVALID_SSO_CODE');
    expectRefused(await saml(10_001), 'saml');
    expect(DEFAULT_MAX_BODY_STRING).toBe(10_000);
    expect(
      hardenSchema(
        { type: 'object', properties: { q: { type: 'string' }, own: { type: 'string', maxLength: 5 } } },
        false,
      ),
    ).toMatchObject({
      properties: { q: { maxLength: DEFAULT_MAX_LINE_STRING }, own: { maxLength: 5 } },
    });
  });

  it('integers beyond PostgreSQL integer range, in a body and in a path', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    expectRefused(await t.post('/v2/auth/2fa/refresh', { userId: 2 ** 53 }), 'userId');
    expectRefused(await t.post('/v2/auth/2fa/refresh', { userId: 2147483648 }), 'userId');
    expectRefused(await t.get('/backoffice/users/9007199254740992', token), 'id');
    // An id as an object key (a device in the policy's output map) is held to the same range.
    const outputs = (key: string) => ({
      sosEnforced: true,
      sosEnableDeviceOutputControl: true,
      sosDeviceOutputControl: { [key]: ['out1'] },
    });
    const huge = await t.request('PUT', '/backoffice/clients/2/policy', { token, body: outputs('9999999999') });
    expect(huge.status, JSON.stringify(huge.body)).toBe(400);
    expectErrorShape(huge.body, 400, 'VALIDATION_FAILED');
    const fits = await t.request('PUT', '/backoffice/clients/2/policy', { token, body: outputs('2147483647') });
    expect(fits.status).toBeLessThan(500);
  });
});

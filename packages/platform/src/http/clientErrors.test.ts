import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.js';

describeEachDb('over-long request lines, parameters and strings answer 400 in the usual shape', (ctx) => {
  it("a 200,000-character search (q) answers 400 HEADERS_TOO_LARGE, not Node's bare 431", async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    for (const path of ['/backoffice/clients', '/backoffice/users', '/backoffice/clients/search']) {
      const answer = await t.get(`${path}?q=${'a'.repeat(200_000)}`, token);
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 400,
        body: {
          error: 'Bad Request',
          errorCode: 'HEADERS_TOO_LARGE',
          errorMessage: expect.stringContaining('16 KB'),
        },
      });
    }
  });

  it('a search up to the line limit meets its schema: 201 to 15,000 characters answer 400 VALIDATION_FAILED', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    // 15,000 with the bearer and the other headers stays under the 16 KB of request line and headers.
    for (const length of [201, 5_000, 15_000]) {
      const answer = await t.get(`/backoffice/users?q=${'a'.repeat(length)}`, token);
      expect({ length, status: answer.status, code: answer.body.errorCode, fields: answer.body.fields }).toEqual({
        length,
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: { q: 'INVALID' },
      });
    }
  });

  it('a search of 200 characters (the bound) still runs, on the trigram-indexed columns too', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    for (const path of ['/backoffice/users', '/backoffice/clients', '/backoffice/clients/search']) {
      const answer = await t.get(`${path}?q=${'ö'.repeat(200)}`, token);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    }
  });

  it('a path parameter over 200 characters answers 400 PARAMETER_TOO_LONG; up to 200 its own schema decides', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    const tooLong = await t.get(`/backoffice/clients/${'1'.repeat(201)}`, token);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      error: 'Bad Request',
      errorCode: 'PARAMETER_TOO_LONG',
      errorMessage: 'A path parameter is longer than 200 characters.',
    });
    const notAnId = await t.get(`/backoffice/clients/${'1'.repeat(150)}`, token);
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('a body string over its bound answers 400 VALIDATION_FAILED naming the field', async () => {
    const t = ctx();
    const answer = await t.post('/v2/auth', { email: `${'a'.repeat(200_000)}@vakt.test`, password: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', fields: { email: 'INVALID' } });
  });
});

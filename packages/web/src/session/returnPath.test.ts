import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom, safeReturnPath } from './returnPath';

describe('return path after sign-in', () => {
  it('keeps a same-origin path with its query', () => {
    const login = loginPathFor(new URL('http://console.test/clients/Q2xpZW50OjE=?tab=networks'));
    expect(login).toBe('/?returnTo=%2Fclients%2FQ2xpZW50OjE%3D%3Ftab%3Dnetworks');
    expect(returnPathFrom(new URL(login, 'http://console.test').searchParams)).toBe(
      '/clients/Q2xpZW50OjE=?tab=networks',
    );
  });

  it('sends / to the plain login', () => {
    expect(loginPathFor(new URL('http://console.test/'))).toBe('/');
  });

  it.each([
    'https://evil.test/x',
    '//evil.test/x',
    '/\\evil.test',
    '\\\\evil.test',
    'javascript:alert(1)',
    '/\t/evil.test',
    'clients',
    '',
    null,
  ])('refuses %s as a place to return to', (value) => {
    expect(safeReturnPath(value)).toBeNull();
    expect(returnPathFrom(new URLSearchParams(value === null ? '' : { returnTo: value }))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { toNetworksVariables } from './filters';
import { checkLogo, LOGO_MAX_BYTES, logoFileProblem, validateNetwork } from './rules';

const valid = {
  name: 'Nacka hemtjänst',
  address: 'Storgatan 1, Nacka',
  description: '',
  latitude: '59.31',
  longitude: '18.16',
  ownerId: null,
  clientId: 'client-1',
  viewerIsAdmin: false,
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);

describe('network form rules', () => {
  it('needs name, address, latitude and longitude, within their limits', () => {
    expect(validateNetwork(valid)).toEqual({});
    // no location at all is one problem, said at the latitude; one coordinate missing is that field's
    expect(validateNetwork({ ...valid, name: ' ', address: '', latitude: '', longitude: ' ' })).toEqual({
      name: 'REQUIRED',
      address: 'REQUIRED',
      latitude: 'LOCATION_NOT_SET',
    });
    expect(validateNetwork({ ...valid, longitude: '' })).toEqual({ longitude: 'REQUIRED' });
    expect(
      validateNetwork({
        ...valid,
        name: 'x'.repeat(101),
        latitude: '91',
        longitude: 'east',
        description: 'y'.repeat(301),
      }),
    ).toEqual({ name: 'TOO_LONG', latitude: 'OUT_OF_RANGE', longitude: 'OUT_OF_RANGE', description: 'TOO_LONG' });
  });

  it('needs an owner or a client; a non-admin always a client', () => {
    expect(validateNetwork({ ...valid, clientId: null, viewerIsAdmin: true })).toEqual({
      owner: 'OWNER_OR_CLIENT',
      client: 'OWNER_OR_CLIENT',
    });
    expect(validateNetwork({ ...valid, clientId: null, ownerId: 'user-1', viewerIsAdmin: true })).toEqual({});
    expect(validateNetwork({ ...valid, clientId: null, ownerId: 'user-1' })).toEqual({ client: 'CLIENT_REQUIRED' });
  });

  it('takes a JPEG or PNG logo of at most 5 MB, and says when no file was chosen', async () => {
    expect(LOGO_MAX_BYTES).toBe(5242880);
    expect(logoFileProblem(null)).toBe('NONE');
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toBe('TYPE');
    expect(logoFileProblem({ type: 'image/png', size: 5242881 })).toBe('SIZE');
    expect(logoFileProblem({ type: 'image/jpeg', size: 5242880 })).toBeNull();
    expect(await checkLogo(new File([PNG], 'logo.png', { type: 'image/png' }))).toBeNull();
    expect(await checkLogo(new File([JPEG], 'logo.jpg', { type: 'image/jpeg' }))).toBeNull();
    // a GIF renamed to .png: the bytes give it away
    expect(await checkLogo(new File(['GIF89a..'], 'logo.png', { type: 'image/png' }))).toBe('TYPE');
    expect(await checkLogo(new File([JPEG], 'logo.png', { type: 'image/png' }))).toBe('TYPE');
  });
});

describe('networks list variables', () => {
  it('turns the URL filters into one NetworkFilter, dropping unknown values', () => {
    expect(toNetworksVariables({ first: 50, status: 'CLOSED', type: 'OPEN', client: 'c1' })).toEqual({
      first: 50,
      filter: { status: 'CLOSED', type: 'OPEN', clientId: 'c1' },
    });
    expect(toNetworksVariables({ first: 50, status: 'GONE', type: null, client: null })).toEqual({
      first: 50,
      filter: null,
    });
    // deleted networks are listed under their own status filter
    expect(toNetworksVariables({ first: 50, status: 'DELETED', type: null, client: null })).toEqual({
      first: 50,
      filter: { status: 'DELETED' },
    });
  });
});

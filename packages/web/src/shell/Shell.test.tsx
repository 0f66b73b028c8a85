import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import type { ShellQuery } from './__generated__/ShellQuery.graphql';
import { Shell, shellQuery } from './Shell';

interface Viewer {
  roles: string[];
  language?: string;
  serverVersion?: string;
}

function renderShell({ roles, language = 'EN', serverVersion = '1.9.0' }: Viewer) {
  const environment = createMockEnvironment();
  const isAdmin = roles.includes('ADMIN');
  const queryRef = loadQuery<ShellQuery>(environment, shellQuery, { isAdmin });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ id: 'VXNlcjox', displayName: 'Ada Lovelace', roles, language }),
      Query: () => ({
        serverVersion,
        unreadReleaseNoteCount: 3,
        heartbeats: [
          { name: 'database', status: 'OK', ok: true },
          { name: 'mail', status: 'SMTP down', ok: false },
        ],
      }),
    }),
  );
  return renderWithProviders(
    <Suspense fallback="loading">
      <Shell queryRef={queryRef} />
    </Suspense>,
    { environment },
  );
}

const header = () => screen.getByRole('banner');

describe('Shell', () => {
  it('shows one badge per role held and the display name', async () => {
    renderShell({ roles: ['CLIENT_ADMIN', 'MULTI_CLIENT_ADMIN', 'ORGANIZATION_ADMIN'] });
    await screen.findByRole('banner');
    expect(within(header()).getByText('Client admin')).toBeTruthy();
    expect(within(header()).getByText('Multi Client admin')).toBeTruthy();
    expect(within(header()).getByText('Organization admin')).toBeTruthy();
    expect(within(header()).queryByText('Super admin')).toBeNull();
    expect(within(header()).getByText('Ada Lovelace')).toBeTruthy();
  });

  it('shows heartbeat and version badges to admins, coloured by state', async () => {
    renderShell({ roles: ['ADMIN'] });
    const badges = await screen.findByTestId('system-badges');
    expect(within(header()).getByText('Super admin')).toBeTruthy();
    const ok = within(badges).getByText('database: OK');
    const failing = within(badges).getByText('mail: SMTP down');
    expect(ok.className).not.toEqual(failing.className);
    expect(within(badges).getByText('Version 1.9.0')).toBeTruthy();
  });

  it('warns when the server version is not the expected one', async () => {
    renderShell({ roles: ['ADMIN'], serverVersion: '1.8.2' });
    const version = await screen.findByText('Version 1.8.2');
    expect(version.getAttribute('title')).toContain('1.9.0');
  });

  it('hides heartbeats and version from other roles', async () => {
    renderShell({ roles: ['ORGANIZATION_ADMIN'] });
    await screen.findByRole('banner');
    expect(screen.queryByTestId('system-badges')).toBeNull();
    expect(screen.queryByText(/database/)).toBeNull();
  });

  it('shows the unread release-note count and the sidebar links', async () => {
    renderShell({ roles: ['CLIENT_ADMIN'] });
    expect(await screen.findByTitle('3 unread release notes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboard', hidden: true }).getAttribute('href')).toBe('/');
    // administration: organizations first, then clients
    const administration = screen.getByRole('region', { name: 'Administration', hidden: true });
    expect(
      within(administration)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href'))
        .slice(0, 2),
    ).toEqual(['/organizations', '/clients']);
    expect(screen.getByRole('link', { name: /contact support/i, hidden: true }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    // jsdom runs on localhost, so the web app link points to the test host
    expect(screen.getByRole('link', { name: /web app/i, hidden: true }).getAttribute('href')).toContain('test');
  });

  it('shows the devices group (spec 000 section 2) to the roles that manage devices', async () => {
    for (const roles of [['ADMIN'], ['ORGANIZATION_ADMIN'], ['CLIENT_ADMIN'], ['MULTI_CLIENT_ADMIN']]) {
      const { unmount } = renderShell({ roles });
      const devices = await screen.findByRole('region', { name: 'Devices', hidden: true });
      expect(
        within(devices)
          .getAllByRole('link', { hidden: true })
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Addsecure devices', '/devices'],
        ['Flic hubs', '/flic-hubs'],
        ['Flic buttons', '/flic-buttons'],
        ['Sensor devices', '/collactivate-devices'],
      ]);
      unmount();
    }
  });

  it('a plain user sees no devices group', async () => {
    renderShell({ roles: ['USER'] });
    await screen.findByRole('banner');
    expect(screen.getByRole('region', { name: 'Administration', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Devices', hidden: true })).toBeNull();
  });

  it('switches the interface to Swedish from the language menu', async () => {
    renderShell({ roles: ['CLIENT_ADMIN'] });
    // named with its visible code first (label in name)
    fireEvent.click(await screen.findByRole('button', { name: 'EN, Language' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /SV/ }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Översikt', hidden: true })).toBeTruthy());
    expect(within(header()).getByText('Kundadmin')).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('sv');
  });

  it('offers the profile language once and remembers the answer', async () => {
    renderShell({ roles: ['CLIENT_ADMIN'], language: 'ES' });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Spanish');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Panel', hidden: true })).toBeTruthy());
    expect(localStorage.getItem('langConfirmed')).toBe('true');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { commitLocalUpdate } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { session } from '../session/session';
import { renderWithProviders } from '../test/render';
import type { ShellQuery } from './__generated__/ShellQuery.graphql';
import { Shell, shellQuery } from './Shell';

interface Viewer {
  roles: string[];
  language?: string;
  serverVersion?: string;
}

function renderShell({ roles, language = 'EN', serverVersion = '1.9.0' }: Viewer, path = '/') {
  const environment = createMockEnvironment();
  const isAdmin = roles.includes('ADMIN');
  const queryRef = loadQuery<ShellQuery>(environment, shellQuery, { isAdmin });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ id: 'VXNlcjox', displayName: 'Ada Lovelace', email: 'ada@vakt.test', roles, language }),
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
    { environment, path },
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

  it('links the API documentation without the access token', async () => {
    session.signIn('secret-access-token', {
      id: 'VXNlcjox',
      displayName: 'Ada Lovelace',
      email: 'ada@vakt.test',
      roles: ['ADMIN'],
      language: 'en',
    });
    try {
      renderShell({ roles: ['ADMIN'] });
      const link = await screen.findByRole('link', { name: /API documentation/, hidden: true });
      const href = link.getAttribute('href')!;
      expect(href).toBe(config.apiDocsUrl);
      expect(href).not.toContain('secret-access-token');
      expect(new URL(href).searchParams.has('token')).toBe(false);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    } finally {
      session.clear({ keepLastVisited: false });
    }
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

  it('the incidents group: dashboard, incident dashboard, statistics, analysis, report, then the external map and incident management', async () => {
    renderShell({ roles: ['CLIENT_ADMIN'] });
    const group = await screen.findByRole('region', { name: 'Incidents status and overview', hidden: true });
    const links = within(group)
      .getAllByRole('link', { hidden: true })
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links.slice(0, 5)).toEqual([
      ['Dashboard', '/'],
      ['Incident dashboard', '/incidents'],
      ['Statistics', '/statistics'],
      ['Analysis', '/daily-statistics'],
      ['Report', '/incident-summary'],
    ]);
    expect(links.slice(5).map(([text]) => text)).toEqual(['Map view', 'Incident management']);
    expect(links.slice(5).every(([, href]) => /^https?:\/\/.+\/(map|incidents)$/.test(href ?? ''))).toBe(true);
  });

  it('a plain user gets one page instead of the console: who it is, the apps, sign out', async () => {
    renderShell({ roles: ['USER'] }, '/users');
    expect(await screen.findByRole('heading', { name: 'The console is for administrators' })).toBeTruthy();
    expect(screen.getByTestId('no-access-who').textContent).toBe('You are signed in as Ada Lovelace (ada@vakt.test).');
    expect(screen.getByRole('link', { name: 'iOS' }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(screen.getByRole('link', { name: 'Android' }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    // none of the console: no navigation, no top bar, no page
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.title).toContain('The console is for administrators');
  });

  it('lists documents and messages under administration, and the FAQ, help center and release notes under help', async () => {
    renderShell({ roles: ['CLIENT_ADMIN'] });
    const administration = await screen.findByRole('region', { name: 'Administration', hidden: true });
    const links = (region: HTMLElement) =>
      within(region)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links(administration).slice(-2)).toEqual([
      ['Documents', '/documents'],
      ['Messages', '/system'],
    ]);
    const help = screen.getByRole('region', { name: 'Help and information', hidden: true });
    expect(links(help).slice(0, 3)).toEqual([
      ['FAQ', '/help-center/faq'],
      ['Help center', '/help-center'],
      ['Release notes3, 3 unread release notes', '/release-notes'],
    ]);
    expect(within(help).getByTestId('release-notes-unread-badge').textContent).toBe('3');
  });

  it('keeps both unread badges on the store’s count (a note marked read lowers it; none left hides them)', async () => {
    const { environment } = renderShell({ roles: ['CLIENT_ADMIN'] });
    expect(await screen.findByTitle('3 unread release notes')).toBeTruthy();
    act(() => commitLocalUpdate(environment, (store) => store.getRoot().setValue(2, 'unreadReleaseNoteCount')));
    expect(await screen.findByTitle('2 unread release notes')).toBeTruthy();
    expect(screen.getByTestId('release-notes-unread-badge').textContent).toBe('2');
    act(() => commitLocalUpdate(environment, (store) => store.getRoot().setValue(0, 'unreadReleaseNoteCount')));
    await waitFor(() => expect(screen.queryByTestId('release-notes-unread-badge')).toBeNull());
    expect(screen.queryByTitle(/unread release note/)).toBeNull();
  });

  it('marks the help center current on its pages but not on the FAQ, which has its own entry', async () => {
    const current = (name: string) => screen.getByRole('link', { name, hidden: true }).getAttribute('aria-current');
    const { unmount } = renderShell({ roles: ['CLIENT_ADMIN'] }, '/help-center/faq');
    await screen.findByRole('banner');
    expect(current('FAQ')).toBe('page');
    expect(current('Help center')).toBeNull();
    unmount();
    renderShell({ roles: ['CLIENT_ADMIN'] }, '/help-center/manuals');
    await screen.findByRole('banner');
    expect(current('Help center')).toBe('page');
    expect(current('FAQ')).toBeNull();
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

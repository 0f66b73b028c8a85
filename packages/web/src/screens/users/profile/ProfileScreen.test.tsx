import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { ProfileScreenQuery } from './__generated__/ProfileScreenQuery.graphql';
import { ProfileScreen, profileScreenQuery } from './ProfileScreen';
import { applyPushRule } from './tabs/UserNotificationsTab';
import { typeDigits } from '../../../test/typeDigits';

const USER_ID = 'VXNlcjo1';

const CAN = {
  edit: true,
  delete: true,
  assignableRoles: [],
  changeSubscription: true,
  changeClients: true,
  resetPassword: true,
  viewDevices: true,
  readOnlyReason: null as string | null,
};

interface Options {
  tab?: string;
  withDevices?: boolean;
  user?: Record<string, unknown>;
  viewerCan?: Partial<typeof CAN>;
  notificationSettings?: { category: number; isEmail: boolean; isPush: boolean; isSound: boolean }[];
  mobileDevices?: Record<string, unknown>[];
  alertCentralSettings?: Record<string, unknown>[];
  missing?: boolean;
}

function renderProfile({
  tab,
  withDevices = true,
  user = {},
  viewerCan = {},
  notificationSettings,
  mobileDevices = [],
  alertCentralSettings = [],
  missing = false,
}: Options = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<ProfileScreenQuery>(environment, profileScreenQuery, { id: USER_ID, withDevices });
  let device = 0;
  environment.mock.resolveMostRecentOperation((operation) =>
    missing
      ? { data: { node: null } }
      : MockPayloadGenerator.generate(operation, {
          User: () => ({
            id: USER_ID,
            displayName: 'Ada Lovelace',
            email: 'ada@vakt.test',
            username: 'ada',
            roles: ['CLIENT_ADMIN'],
            status: 'ACTIVE',
            deactivatedAt: null,
            samlEnabled: false,
            client: { id: 'Q2xpZW50OjI', name: 'Södermalms Skolor' },
            clients: [],
            organization: null,
            viewerCan: { ...CAN, ...viewerCan },
            notificationSettings:
              notificationSettings ??
              Array.from({ length: 8 }, (_, category) => ({ category, isEmail: true, isPush: true, isSound: true })),
            alertCentralSettings,
            ...user,
          }),
          MobileDeviceConnection: () => ({
            totalCount: mobileDevices.length,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: mobileDevices.map(() => ({})),
          }),
          MobileDevice: (_, generateId) => ({
            id: `device-${generateId()}`,
            manufacturer: 'Apple',
            model: 'iPhone',
            os: 'ios',
            ...mobileDevices[device++],
          }),
          UserNetworkConnection: () => ({
            totalCount: 0,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [],
          }),
          DeviceConnection: () => ({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] }),
          UserDocumentConnection: () => ({
            totalCount: 0,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [],
          }),
          SubscriptionHistoryConnection: () => ({
            totalCount: 0,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [],
          }),
          ActivityLogConnection: () => ({
            totalCount: 0,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [],
          }),
        }),
  );
  return renderWithProviders(
    <Suspense fallback="loading">
      <ProfileScreen queryRef={queryRef} />
    </Suspense>,
    { environment, path: `/users/${USER_ID}${tab ? `?tab=${tab}` : ''}` },
  );
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

afterEach(() => vi.restoreAllMocks());

describe('ProfileScreen', () => {
  it('shows the header with the client link and the Changes link to the action log of this user', async () => {
    renderProfile();
    expect((await screen.findByTestId('profile-name')).textContent).toBe('Ada Lovelace');
    const header = screen.getByTestId('profile-header');
    expect(within(header).getByText('Client admin')).toBeTruthy();
    expect(within(header).getByText('Active')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Södermalms Skolor' }).getAttribute('href')).toBe('/clients/2');
    expect(screen.getByTestId('profile-changes').getAttribute('href')).toBe(`/system?tab=actions&entity=${USER_ID}`);
    expect(document.title).toContain('Ada Lovelace');
  });

  it('a user who also reaches tenants the viewer does not administer is read-only, and the header says why', async () => {
    renderProfile({
      viewerCan: { edit: false, resetPassword: false, readOnlyReason: 'REACH_OUTSIDE_SCOPE' },
      user: { email: 'consultant@vakt.test' },
    });
    const notice = await screen.findByTestId('profile-read-only');
    expect(notice.textContent).toContain('You can view this account but not change it');
    expect(notice.textContent).toContain("can also reach clients or organizations you don't administer");
    expect((screen.getByRole('textbox', { name: /e-mail/i }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Reset password' })).toBeNull();
  });

  it('an editable user shows no read-only notice', async () => {
    renderProfile();
    await screen.findByTestId('profile-name');
    expect(screen.queryByTestId('profile-read-only')).toBeNull();
  });

  it("links the user's organization to its page", async () => {
    renderProfile({ user: { organization: { id: 'T3JnYW5pemF0aW9uOjQ', name: 'Nacka Kommun' } } });
    const header = await screen.findByTestId('profile-header');
    expect(within(header).getByRole('link', { name: 'Nacka Kommun' }).getAttribute('href')).toBe('/organizations/4');
  });

  it('an admin or organization-admin sees all ten tabs, the tab kept in the query string (replaced)', async () => {
    const { router } = renderProfile();
    await screen.findByTestId('profile-name');
    expect(tabNames()).toEqual([
      'Account settings',
      'Networks',
      'Devices',
      'Private subscription history',
      'Mobile devices',
      'Documents',
      'Notification settings',
      'Alert central settings',
      'Reset password',
      'Activity log',
    ]);
    expect(screen.getByRole('tab', { name: 'Account settings' }).getAttribute('aria-selected')).toBe('true');
    act(() => fireEvent.click(screen.getByRole('tab', { name: 'Mobile devices' })));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mobile-devices'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('other roles get no devices tab, even when a URL asks for it', async () => {
    renderProfile({ withDevices: false, viewerCan: { viewDevices: false }, tab: 'devices' });
    await screen.findByTestId('profile-name');
    expect(tabNames()).not.toContain('Devices');
    expect(tabNames()).toHaveLength(9);
    expect(screen.getByRole('tab', { name: 'Account settings' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a single sign-on user has no reset password tab', async () => {
    renderProfile({ user: { samlEnabled: true }, viewerCan: { resetPassword: false }, tab: 'reset-password' });
    await screen.findByTestId('profile-name');
    expect(tabNames()).not.toContain('Reset password');
    expect(within(screen.getByTestId('profile-header')).getByText('Single sign-on')).toBeTruthy();
  });

  it('a deleted user shows the deleted banner, read-only settings and no reset password', async () => {
    renderProfile({ user: { deactivatedAt: '2026-11-20T10:00:00.000Z' }, tab: 'notifications' });
    expect((await screen.findByTestId('profile-deleted')).textContent).toContain('This user is deleted');
    expect(tabNames()).not.toContain('Reset password');
    const row = await screen.findByTestId('user-notification-2');
    expect((within(row).getByRole('checkbox', { name: 'E-mail for Emergency' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('a user outside the viewer’s scope (no node) is the not-found page', async () => {
    renderProfile({ missing: true });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('profile-name')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('mobile devices show the app version with its verdict in words and colour', async () => {
    renderProfile({
      tab: 'mobile-devices',
      mobileDevices: [
        { appVersion: '2.4.1', latestAppVersion: '2.4.1' },
        { appVersion: '2.4.0', latestAppVersion: '2.4.1' },
        { appVersion: '2.3.9', latestAppVersion: '2.4.1' },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Mobile devices' });
    const badges = [...table.querySelectorAll('[data-version-status]')].map((badge) => [
      badge.getAttribute('data-version-status'),
      badge.textContent,
    ]);
    expect(badges).toEqual([
      ['current', 'Up to date'],
      ['patchBehind', 'Patch update available'],
      ['outdated', 'Outdated'],
    ]);
  });

  describe('notification settings', () => {
    it('lists the eight named categories; push off turns sound off and disables it; Save sends the rule', async () => {
      const { environment } = renderProfile({ tab: 'notifications' });
      const panic = await screen.findByTestId('user-notification-3');
      expect(within(panic).getByText('Panic')).toBeTruthy();
      for (let category = 0; category < 8; category++) expect(screen.getByTestId(`user-notification-${category}`));
      const push = within(panic).getByRole('checkbox', { name: 'Push for Panic' }) as HTMLInputElement;
      const sound = within(panic).getByRole('checkbox', { name: 'Sound for Panic' }) as HTMLInputElement;
      const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
      expect(save.disabled).toBe(true);
      expect(sound.checked).toBe(true);

      act(() => fireEvent.click(push));
      await waitFor(() => expect(sound.checked).toBe(false));
      expect(sound.disabled).toBe(true);
      expect(save.disabled).toBe(false);

      act(() => fireEvent.click(save));
      await waitFor(() =>
        expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
          'UserNotificationsTabSaveMutation',
        ),
      );
      const input = environment.mock.getMostRecentOperation().request.variables.input as {
        category: number;
        isPush: boolean;
        isSound: boolean;
      }[];
      expect(input.find((setting) => setting.category === 3)).toMatchObject({ isPush: false, isSound: false });
      expect(input).toHaveLength(8);
    });

    it('applyPushRule keeps sound with push and drops it without', () => {
      expect(applyPushRule({ category: 1, isEmail: false, isPush: true, isSound: true }).isSound).toBe(true);
      expect(applyPushRule({ category: 1, isEmail: false, isPush: false, isSound: true }).isSound).toBe(false);
    });
  });

  describe('alert central settings', () => {
    const setting = (kind: string, overrides: Record<string, unknown> = {}) => ({
      kind,
      customize: false,
      enforced: false,
      createPublicAlert: false,
      publicRadius: null,
      alertAllAvailableNetworks: false,
      alertAllAvailableUsers: false,
      selectedNetworks: [],
      selectedNetworksRadius: null,
      personalInformation: false,
      headline: null,
      description: null,
      requestSelectedNetworks: kind === 'SAFE_ASSIST' ? false : null,
      requestPersonalInformation: kind === 'SAFE_ASSIST' ? false : null,
      ...overrides,
    });

    it('a kind shows its settings once customized; safe assist alone asks for networks; Save sends the four', async () => {
      const { environment } = renderProfile({
        tab: 'alert-central',
        alertCentralSettings: [
          setting('SOS_EMERGENCY', {
            customize: true,
            createPublicAlert: true,
            publicRadius: 500,
            selectedNetworks: [{ id: 'TmV0d29yazox', name: 'Stadsnät' }],
          }),
          setting('PANIC_BUTTON'),
          setting('NETWORK_ALERT'),
          setting('SAFE_ASSIST'),
        ],
      });
      const sos = await screen.findByTestId('alert-central-SOS_EMERGENCY');
      const panic = screen.getByTestId('alert-central-PANIC_BUTTON');
      expect(within(sos).getByText('Stadsnät')).toBeTruthy();
      expect(within(panic).queryByRole('checkbox', { name: 'Enforced' })).toBeNull();
      const radius = within(sos).getByRole('textbox', {
        name: 'Public alert radius for SOS emergency, in metres',
      }) as HTMLInputElement;
      expect(radius.value).toBe('500');
      // the radius keeps what was typed, digit by digit; outside 10..100000 metres it says so
      typeDigits(radius, '2500');
      expect(radius.value).toBe('2500');
      typeDigits(radius, '250000');
      expect(radius.value).toBe('250000');
      fireEvent.blur(radius);
      expect(within(sos).getByText('Enter a whole number from 10 to 100000.')).toBeTruthy();
      typeDigits(radius, '750');
      expect(radius.value).toBe('750');
      expect(within(sos).queryByText('Enter a whole number from 10 to 100000.')).toBeNull();

      act(() =>
        fireEvent.click(
          within(screen.getByTestId('alert-central-SAFE_ASSIST')).getByRole('checkbox', {
            name: 'Customize Safe assist',
          }),
        ),
      );
      const safe = screen.getByTestId('alert-central-SAFE_ASSIST');
      await waitFor(() =>
        expect(within(safe).getByRole('checkbox', { name: 'Ask for selected networks' })).toBeTruthy(),
      );
      expect(within(sos).queryByRole('checkbox', { name: 'Ask for selected networks' })).toBeNull();

      act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
      await waitFor(() =>
        expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
          'UserAlertCentralTabSaveMutation',
        ),
      );
      const input = environment.mock.getMostRecentOperation().request.variables.input as Record<string, unknown>[];
      expect(input.map((entry) => entry.kind)).toEqual([
        'SOS_EMERGENCY',
        'PANIC_BUTTON',
        'NETWORK_ALERT',
        'SAFE_ASSIST',
      ]);
      expect(input[0]).toMatchObject({ customize: true, publicRadius: 750, selectedNetworkIds: ['TmV0d29yazox'] });
      expect(input[0]).not.toHaveProperty('selectedNetworks');
      expect(input[3]).toMatchObject({ customize: true, requestSelectedNetworks: false });
    });
  });

  describe('reset password', () => {
    it('Generate shows the password, Save waits for Copy, then the saved state shows', async () => {
      const writeText = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const { environment } = renderProfile({ tab: 'reset-password' });
      const save = (await screen.findByRole('button', { name: 'Save' })) as HTMLButtonElement;
      const copy = screen.getByRole('button', { name: 'Copy' }) as HTMLButtonElement;
      expect(save.disabled).toBe(true);
      expect(copy.disabled).toBe(true);

      act(() => fireEvent.click(screen.getByRole('button', { name: 'Generate password' })));
      await waitFor(() =>
        expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
          'UserResetPasswordTabGenerateQuery',
        ),
      );
      act(() => environment.mock.resolveMostRecentOperation({ data: { generatedPassword: 'Xk3-secret-Pw9q' } }));
      await waitFor(() =>
        expect((screen.getByTestId('reset-password-value') as HTMLInputElement).value).toBe('Xk3-secret-Pw9q'),
      );
      expect(save.disabled).toBe(true);
      expect(copy.disabled).toBe(false);

      act(() => fireEvent.click(copy));
      await waitFor(() => expect(save.disabled).toBe(false));
      expect(writeText).toHaveBeenCalledWith('Xk3-secret-Pw9q');

      act(() => fireEvent.click(save));
      await waitFor(() =>
        expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
          'UserResetPasswordTabSaveMutation',
        ),
      );
      expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
        id: USER_ID,
        password: 'Xk3-secret-Pw9q',
      });
      act(() =>
        environment.mock.resolveMostRecentOperation({
          data: { resetUserPassword: { user: { id: USER_ID }, errors: [] } },
        }),
      );
      expect((await screen.findByTestId('reset-saved')).textContent).toContain('ada@vakt.test');
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    });

    it('a refused password shows the error and keeps Save available', async () => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.resolve() },
        configurable: true,
      });
      const { environment } = renderProfile({ tab: 'reset-password' });
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Generate password' })));
      await waitFor(() =>
        expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
          'UserResetPasswordTabGenerateQuery',
        ),
      );
      act(() => environment.mock.resolveMostRecentOperation({ data: { generatedPassword: 'short' } }));
      await waitFor(() => expect((screen.getByTestId('reset-password-value') as HTMLInputElement).value).toBe('short'));
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
      const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
      await waitFor(() => expect(save.disabled).toBe(false));
      act(() => fireEvent.click(save));
      await waitFor(() =>
        expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
          'UserResetPasswordTabSaveMutation',
        ),
      );
      act(() =>
        environment.mock.resolveMostRecentOperation({
          data: {
            resetUserPassword: {
              user: null,
              errors: [{ field: 'password', code: 'TOO_SHORT', message: 'Too short' }],
            },
          },
        }),
      );
      await waitFor(() => expect(save.disabled).toBe(false));
      expect(screen.queryByTestId('reset-saved')).toBeNull();
    });
  });
});

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { session } from '../../session/session';
import { renderWithProviders } from '../../test/render';
import type { ClientScreenQuery } from './__generated__/ClientScreenQuery.graphql';
import { ClientScreen, clientScreenQuery } from './ClientScreen';
import { CATEGORIES } from './policy/rules';
import { typeDigits } from '../../test/typeDigits';

vi.mock('./ClientMap', () => ({ ClientMap: () => null }));

const CLIENT_ID = 'Q2xpZW50OjI';

function category(name: string, overrides: Record<string, unknown> = {}) {
  return {
    category: name,
    enforced: false,
    overwriteAll: false,
    selectedUsers: [],
    disabled: false,
    streamingEnabled: false,
    disableEscalation: false,
    enableConfirmationComment: false,
    enableTwoStepConfirmation: false,
    title: null,
    description: null,
    document: null,
    sound: 'UAN',
    instructions: null,
    createPublicAlert: false,
    alertAllAvailableNetworks: false,
    alertAllAvailableUsers: name === 'NETWORK_ALERT' ? null : false,
    publicRadiusEnabled: false,
    publicRadius: 100,
    selectedNetworks: [],
    selectedNetworksRadiusEnabled: false,
    selectedNetworksRadius: 100,
    notifySelectedUsersOutsideOfRange: [],
    enableDeviceOutputControl: name === 'SUMMON' ? null : false,
    deviceOutputControl: name === 'SUMMON' ? null : [],
    meetingLink: null,
    ...overrides,
  };
}

interface Options {
  tab?: string;
  roles?: string[];
  policy?: Record<string, Record<string, unknown>>;
  members?: Record<string, unknown>[];
  viewerCan?: Record<string, boolean>;
  organization?: { id: string; name: string } | null;
}

function renderClient({
  tab = 'users',
  roles = ['ADMIN'],
  policy = {},
  members,
  viewerCan = {},
  organization = null,
}: Options = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<ClientScreenQuery>(environment, clientScreenQuery, { id: CLIENT_ID });
  let member = 0;
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: (context, generateId) => {
        const path = ((context as { path?: readonly string[] }).path ?? []).join('.');
        const index = /users\.edges\.(\d+)\.node\.user$/.exec(path)?.[1];
        const user =
          index !== undefined ? (members?.[Number(index)]?.user as Record<string, unknown> | undefined) : undefined;
        return { id: `user-${generateId()}`, roles, ...user };
      },
      Client: () => ({
        id: CLIENT_ID,
        name: 'Södermalms Skolor',
        organization,
        contactName: 'Ida Ek',
        contactEmail: 'kontakt@client2.vakt.test',
        contactPhone: null,
        alarmCentralPhone: null,
        description: 'A demo client',
        createdAt: '2025-11-26T05:10:22.543Z',
        latitude: null,
        longitude: null,
        viewerCan: {
          edit: true,
          delete: true,
          addExistingUsers: true,
          addExistingNetworks: true,
          saveSaml: true,
          changeDisplay: false,
          ...viewerCan,
        },
        alertScreen: CATEGORIES.map((name) => ({
          category: name,
          caption: name === 'SOS_EMERGENCY' ? 'Help' : null,
          color: '#FF0000',
          iconUrl: null,
        })),
        notificationSettings: [
          {
            type: 'battery-low',
            email: true,
            push: true,
            sound: true,
            recipients: { clientAdmin: true, clientUsers: false, networkAdmin: false, networkUsers: false },
          },
        ],
      }),
      AlertPolicy: () => ({ categories: CATEGORIES.map((name) => category(name, policy[name])) }),
      ClientUserConnection: () => ({
        totalCount: members?.length ?? 0,
        pageInfo: { hasNextPage: false, endCursor: null },
        edges: (members ?? []).map(() => ({})),
      }),
      ClientUser: () => ({
        added: null,
        lastActive: null,
        subscription: null,
        ...(members?.[member++] ?? {}),
        status: 'ACTIVE',
      }),
      ClientNetworkConnection: () => ({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] }),
      DeviceConnection: () => ({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] }),
      MultiAlertConnection: () => ({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] }),
      ClientSamlSettings: () => ({ samlMetadataUrl: null, samlEmailDomains: ['region.se'], samlSelectedNetworks: [] }),
    }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <ClientScreen queryRef={queryRef} />
    </Suspense>,
    { environment, path: `/clients/${CLIENT_ID}?tab=${tab}` },
  );
  return result;
}

const group = (name: string) => screen.getByRole('group', { name });
const box = (container: HTMLElement, name: string) =>
  within(container).getByRole('checkbox', { name }) as HTMLInputElement;

describe('ClientScreen', () => {
  it("links the client's organization, and offers admins the organization picker when editing", async () => {
    session.signIn('token', {
      id: 'viewer',
      displayName: 'Ada',
      email: 'ada@vakt.test',
      roles: ['ADMIN'],
      language: 'EN',
    } as Parameters<typeof session.signIn>[1]);
    try {
      renderClient({ organization: { id: 'T3JnYW5pemF0aW9uOjQ', name: 'Nacka Kommun' } });
      await screen.findByTestId('client-name');
      const links = screen.getAllByRole('link', { name: 'Nacka Kommun' });
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/organizations/4', '/organizations/4']);
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));
      const form = await screen.findByRole('form', { name: 'Client details' });
      expect(within(form).getByRole('combobox', { name: 'Organization' })).toBeTruthy();
      expect(within(within(form).getByRole('group', { name: 'Organization' })).getByText('Nacka Kommun')).toBeTruthy();
    } finally {
      session.clear({ keepLastVisited: false });
    }
    // others edit without it (the platform takes organizationId from admins only)
    session.signIn('token', {
      id: 'viewer',
      displayName: 'Ada',
      email: 'ada@vakt.test',
      roles: ['CLIENT_ADMIN'],
      language: 'EN',
    } as Parameters<typeof session.signIn>[1]);
    try {
      cleanup();
      renderClient({ roles: ['CLIENT_ADMIN'], organization: { id: 'T3JnYW5pemF0aW9uOjQ', name: 'Nacka Kommun' } });
      await screen.findByTestId('client-name');
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));
      const form = await screen.findByRole('form', { name: 'Client details' });
      expect(within(form).queryByRole('combobox', { name: 'Organization' })).toBeNull();
    } finally {
      session.clear({ keepLastVisited: false });
    }
  }, 30_000);

  it('shows the header, the summaries and the tabs, the tab kept in the query string (replaced)', async () => {
    const { router } = renderClient();
    expect((await screen.findByTestId('client-name')).textContent).toBe('Södermalms Skolor');
    expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
    // no organization: no SAML tab
    expect(screen.queryByRole('tab', { name: 'SAML' })).toBeNull();
    act(() => fireEvent.click(screen.getByRole('tab', { name: 'Notification settings' })));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=notifications'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("keeps each tab table's state in the URL under its own prefix, across tab changes", async () => {
    const { router, environment } = renderClient();
    await screen.findByTestId('client-name');
    act(() =>
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search in Users' }), { target: { value: 'ada' } }),
    );
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('users.q')).toBe('ada'), {
      timeout: 5000,
    });
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ search: 'ada' }),
    );
    // the tab is clicked while the users' refetch is still on its way
    act(() => fireEvent.click(screen.getByRole('tab', { name: 'Networks' })));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('networks'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('users.q')).toBe('ada');
    expect(params.get('networks.q')).toBeNull();
  });

  describe('policy editor', () => {
    it('nothing is editable until Enforced is on', async () => {
      renderClient({ tab: 'policy' });
      const sos = await screen.findByRole('group', { name: 'SOS emergency' });
      expect((within(sos).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).disabled).toBe(true);
      expect(box(sos, 'Live streaming').disabled).toBe(true);
      expect(box(sos, 'Disabled').disabled).toBe(true);
      act(() => fireEvent.click(box(sos, 'Enforced')));
      await waitFor(() =>
        expect((within(sos).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).disabled).toBe(false),
      );
      expect(box(sos, 'Live streaming').disabled).toBe(false);
      expect(box(sos, 'Disabled').disabled).toBe(false);
    });

    it('public sub-options need Create public alert; a radius needs its flag and keeps what was typed', async () => {
      const { environment } = renderClient({ tab: 'policy', policy: { PUBLIC_ALERT: { enforced: true } } });
      const pub = await screen.findByRole('group', { name: 'Public alert' });
      expect(box(pub, 'Alert all available networks').disabled).toBe(true);
      expect(box(pub, 'Limit the public alert to a radius').disabled).toBe(true);
      act(() => fireEvent.click(box(pub, 'Create public alert')));
      await waitFor(() => expect(box(pub, 'Alert all available networks').disabled).toBe(false));
      const radius = within(pub).getByRole('textbox', { name: 'Public alert radius' }) as HTMLInputElement;
      expect(radius.disabled).toBe(true);
      act(() => fireEvent.click(box(pub, 'Limit the public alert to a radius')));
      await waitFor(() => expect(radius.disabled).toBe(false));
      expect(radius.value).toBe('100');
      typeDigits(radius, '500');
      expect(radius.value).toBe('500');
      typeDigits(radius, '2500');
      expect(radius.value).toBe('2500');
      fireEvent.blur(radius);
      expect(within(pub).queryByText('Enter a whole number from 10 to 100000.')).toBeNull();
      typeDigits(radius, '5');
      expect(radius.value).toBe('5');
      fireEvent.blur(radius);
      expect(within(pub).getByText('Enter a whole number from 10 to 100000.')).toBeTruthy();
      expect(radius.getAttribute('aria-invalid')).toBe('true');
      // Save is refused while the radius is out of range: the form sends nothing
      const sent = environment.mock.getAllOperations().length;
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(environment.mock.getAllOperations()).toHaveLength(sent);
      expect(document.activeElement).toBe(radius);
      // typing digit by digit re-renders the whole policy editor per key
    }, 30_000);

    it('locks the Disabled boxes when only two categories are enabled and says so', async () => {
      const { environment } = renderClient({
        tab: 'policy',
        policy: {
          SOS_EMERGENCY: { enforced: true, disabled: true },
          PUBLIC_ALERT: { enforced: true, disabled: true },
          NETWORK_ALERT: { enforced: true },
          SAFE_ASSIST: { enforced: true },
        },
      });
      await screen.findByRole('group', { name: 'Network alert' });
      expect(screen.queryByText('No more alarms can be enabled')).toBeNull();
      act(() => fireEvent.click(box(group('Network alert'), 'Disabled')));
      expect(await screen.findByText('No more alarms can be enabled')).toBeTruthy();
      expect(box(group('Safe assist'), 'Disabled').disabled).toBe(true);
      // a disabled category can still be enabled again
      expect(box(group('SOS emergency'), 'Disabled').disabled).toBe(false);

      act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
      await waitFor(() =>
        expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('PolicyEditorSaveMutation'),
      );
      const input = environment.mock.getMostRecentOperation().request.variables.input as {
        categories: { category: string; disabled: boolean; sound: string }[];
      };
      expect(input.categories.filter((entry) => !entry.disabled).map((entry) => entry.category)).toEqual([
        'SAFE_ASSIST',
        'SUMMON',
      ]);
      act(() =>
        environment.mock.resolveMostRecentOperation({
          data: {
            updateClientPolicy: {
              client: null,
              errors: [{ field: 'categories.SAFE_ASSIST.publicRadius', code: 'OUT_OF_RANGE', message: 'x' }],
            },
          },
        }),
      );
      expect(await within(group('Safe assist')).findByText('The value must be between 10 and 100000.')).toBeTruthy();
    });

    it('checks the summon meeting link in the browser', async () => {
      renderClient({ tab: 'policy', policy: { SUMMON: { enforced: true } } });
      const summon = await screen.findByRole('group', { name: 'Summon' });
      const link = within(summon).getByRole('textbox', { name: 'Meeting link' });
      fireEvent.change(link, { target: { value: 'http://zoom.us/j/1' } });
      expect(await within(summon).findByText('The link is not secure (http://). Use https://.')).toBeTruthy();
      fireEvent.change(link, { target: { value: 'https://example.com/x' } });
      expect(await within(summon).findByText('Invalid meeting link.')).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    });
  });

  describe('alert screen', () => {
    it('counts caption characters live, up to 20', async () => {
      renderClient({ tab: 'alert-screen' });
      const caption = (await screen.findByRole('textbox', { name: 'Caption for SOS emergency' })) as HTMLInputElement;
      expect(screen.getByTestId('caption-counter-SOS_EMERGENCY').textContent).toBe('4 / 20');
      fireEvent.change(caption, { target: { value: 'Call 112 now, please!!!' } });
      expect(caption.value).toHaveLength(20);
      expect(screen.getByTestId('caption-counter-SOS_EMERGENCY').textContent).toBe('20 / 20');
    });

    it('refuses a file that is not a PNG with a message', async () => {
      renderClient({ tab: 'alert-screen' });
      const input = await screen.findByLabelText('Choose an icon for Public alert');
      fireEvent.change(input, { target: { files: [new File(['x'], 'photo.jpg', { type: 'image/jpeg' })] } });
      expect(await screen.findByText('Only PNG images can be used.')).toBeTruthy();
    });
  });

  describe('SAML tab', () => {
    it('says a refused metadata URL once, at its field (not again in an alert); the toast says the save failed', async () => {
      const { environment } = renderClient({ tab: 'saml', organization: { id: 'org-1', name: 'Region Väst' } });
      const form = await screen.findByRole('form', { name: en['clients.tab.saml'] });
      const url = within(form).getByLabelText(en['clients.saml.metadataUrl']) as HTMLInputElement;
      fireEvent.change(url, { target: { value: 'http://idp.example.com/metadata' } });
      act(() => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
      await waitFor(() =>
        expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('SamlTabSaveMutation'),
      );
      act(() =>
        environment.mock.resolveMostRecentOperation({
          data: {
            updateClientSamlSettings: {
              client: null,
              errors: [{ field: 'samlMetadataUrl', code: 'INVALID_URL', message: 'must be https' }],
            },
          },
        }),
      );
      expect(await screen.findByText(en['clients.saml.failed'])).toBeTruthy();
      expect(within(form).getAllByText(en['fieldError.INVALID_URL'])).toHaveLength(1);
      expect(within(form).queryByRole('alert')).toBeNull();
      expect(url.value).toBe('http://idp.example.com/metadata');
    });
  });

  describe('client form', () => {
    it('saves only when changed, keeps what was typed after field errors, then saves', async () => {
      const { environment } = renderClient();
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));
      const form = await screen.findByRole('form', { name: 'Client details' });
      const save = within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
      expect(save.disabled).toBe(true);
      const email = within(form).getByRole('textbox', { name: 'Contact e-mail' }) as HTMLInputElement;
      fireEvent.change(email, { target: { value: 'not-an-address' } });
      expect(save.disabled).toBe(false);
      act(() => fireEvent.click(save));
      // the browser's own check first
      expect(await within(form).findByText('Invalid e-mail address.')).toBeTruthy();

      fireEvent.change(email, { target: { value: 'ny@client2.vakt.test' } });
      const phone = within(form).getByRole('textbox', { name: 'Contact phone' }) as HTMLInputElement;
      fireEvent.change(phone, { target: { value: '+46 70 123 45 67' } });
      act(() => fireEvent.click(save));
      await waitFor(() =>
        expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe(
          'ClientHeaderUpdateMutation',
        ),
      );
      expect(save.disabled).toBe(true); // while saving
      expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
        name: 'Södermalms Skolor',
        contactEmail: 'ny@client2.vakt.test',
      });
      act(() =>
        environment.mock.resolveMostRecentOperation({
          data: {
            updateClient: {
              client: null,
              errors: [{ field: 'contactPhone', code: 'INVALID_PHONE', message: 'phone' }],
            },
          },
        }),
      );
      // the platform's code, in the text every form shows for it
      expect(await within(form).findByText(en['fieldError.INVALID_PHONE'])).toBeTruthy();
      expect(phone.value).toBe('+46 70 123 45 67');
      expect(email.value).toBe('ny@client2.vakt.test');

      fireEvent.change(phone, { target: { value: '+46 70 123 45 68' } });
      act(() => fireEvent.click(save));
      await waitFor(() =>
        expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
          contactPhone: '+46 70 123 45 68',
        }),
      );
      act(() =>
        environment.mock.resolveMostRecentOperation((operation) =>
          MockPayloadGenerator.generate(operation, {
            Client: () => ({
              id: CLIENT_ID,
              name: 'Södermalms Skolor',
              contactEmail: 'ny@client2.vakt.test',
              contactPhone: '+46 70 123 45 68',
            }),
            ClientPayload: () => ({ errors: [] }),
          }),
        ),
      );
      expect(await screen.findByText('Client saved.')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('form', { name: 'Client details' })).toBeNull());
      expect(screen.getByText('ny@client2.vakt.test')).toBeTruthy();
    });
  });

  describe('role-gated controls', () => {
    const members = [
      {
        memberType: 'OWNER',
        isMultiClientAdmin: false,
        isAdmin: true,
        user: { id: 'u-owner', displayName: 'Olle Owner', email: 'o@x.test' },
      },
      {
        memberType: 'OTHER',
        isMultiClientAdmin: true,
        isAdmin: true,
        user: { id: 'u-mca', displayName: 'Maja Multi', email: 'm@x.test' },
      },
      {
        memberType: 'OTHER',
        isMultiClientAdmin: false,
        isAdmin: false,
        user: { id: 'u-plain', displayName: 'Per Plain', email: 'p@x.test' },
      },
    ];

    it('admin: removes anyone but the owner, adds existing users', async () => {
      renderClient({ members });
      await screen.findByRole('table', { name: 'Users' });
      expect(screen.queryByRole('button', { name: 'Remove Olle Owner' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Remove Maja Multi' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Remove Per Plain' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Add an existing user' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Delete client' })).toBeTruthy();
    });

    it('client-admin: cannot remove a multi-client admin, cannot add existing users or delete', async () => {
      renderClient({
        members,
        roles: ['CLIENT_ADMIN'],
        viewerCan: { addExistingUsers: false, addExistingNetworks: false, delete: false, saveSaml: false },
      });
      await screen.findByRole('table', { name: 'Users' });
      expect(screen.queryByRole('button', { name: 'Remove Maja Multi' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Remove Per Plain' })).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: 'Add an existing user' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete client' })).toBeNull();
    });
  });
});

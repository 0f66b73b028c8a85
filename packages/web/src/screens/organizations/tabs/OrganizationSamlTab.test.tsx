import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../relay/ApiError';
import type { OrganizationSamlTabTestQuery } from './__generated__/OrganizationSamlTabTestQuery.graphql';
import { isDomain, OrganizationSamlTab } from './OrganizationSamlTab';
import { ORGANIZATION_ID, renderTab, resolve, waitForOperation } from './testKit';

const query = graphql`
  query OrganizationSamlTabTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on Organization @alias(as: "organization") {
        ...OrganizationSamlTab_organization
      }
    }
  }
`;

const SP = {
  entityId: 'https://console.vakt.test/saml/metadata',
  assertionConsumerServiceUrl: 'https://console.vakt.test/saml/acs',
  metadataUrl: 'https://console.vakt.test/saml/metadata',
};

function renderSaml({ saveSaml = true, domains = ['vakt.se'], url = 'https://idp.vakt.test/metadata' } = {}) {
  return renderTab<OrganizationSamlTabTestQuery>(
    query,
    (data) => (data.node?.organization ? <OrganizationSamlTab organization={data.node.organization} /> : null),
    {
      Organization: () => ({
        id: ORGANIZATION_ID,
        viewerCan: { saveSaml },
        samlSettings: {
          samlMetadataUrl: url,
          samlEmailDomains: domains,
          samlAllowUserCreation: false,
          samlAllowIdpInitiated: false,
          serviceProvider: SP,
        },
      }),
    },
  );
}

const domainInput = () => screen.getByRole('textbox', { name: 'E-mail domains' }) as HTMLInputElement;
const tags = () =>
  within(screen.getByRole('group', { name: 'E-mail domains' }))
    .queryAllByText(/\./)
    .map((tag) => tag.textContent);
const type = (text: string, key?: string) => {
  act(() => fireEvent.change(domainInput(), { target: { value: text } }));
  if (key) act(() => fireEvent.keyDown(domainInput(), { key }));
};
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('OrganizationSamlTab', { timeout: 20_000 }, () => {
  it('the domain rule: letters, digits, dots and hyphens with a top-level part of 2+ letters', () => {
    expect(['vakt.se', 'mail.vakt-group.co.uk', 'x1.io'].every(isDomain)).toBe(true);
    expect(['vakt', 'vakt.s', 'vakt.se1', 'va kt.se', 'vakt_se.com', '@vakt.se', '.se', 'a..se'].some(isDomain)).toBe(
      false,
    );
  });

  it('shows the settings and adds domains on space, Enter and leaving the field, lowercased, without duplicates', async () => {
    renderSaml();
    await screen.findByRole('form', { name: 'SAML settings' });
    expect((screen.getByRole('textbox', { name: 'Identity provider metadata URL' }) as HTMLInputElement).value).toBe(
      'https://idp.vakt.test/metadata',
    );
    expect(tags()).toEqual(['vakt.se']);
    expect(saveButton().disabled).toBe(true);
    type('Skola.Vakt.se', ' ');
    type('vard.vakt.se', 'Enter');
    type('VAKT.SE', ' ');
    type('extra.org');
    act(() => fireEvent.blur(domainInput()));
    await waitFor(() => expect(tags()).toEqual(['vakt.se', 'skola.vakt.se', 'vard.vakt.se', 'extra.org']));
    expect(domainInput().value).toBe('');
    // a pasted list is split into domains
    type('a.se b.se ');
    await waitFor(() =>
      expect(tags()).toEqual(['vakt.se', 'skola.vakt.se', 'vard.vakt.se', 'extra.org', 'a.se', 'b.se']),
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove extra.org' })));
    await waitFor(() => expect(tags()).not.toContain('extra.org'));
    expect(saveButton().disabled).toBe(false);
  });

  it('a bad domain shows the rule next to the field and is not added', async () => {
    renderSaml();
    await screen.findByRole('form', { name: 'SAML settings' });
    type('vakt', ' ');
    expect(
      await screen.findByText(/vakt is not an e-mail domain: use letters, digits, dots and hyphens, with a dot/),
    ).toBeTruthy();
    expect(tags()).toEqual(['vakt.se']);
    expect(domainInput().value).toBe('vakt');
    expect(domainInput().getAttribute('aria-invalid')).toBe('true');
    // typing again clears the message
    type('vakt.nu');
    await waitFor(() => expect(screen.queryByText(/is not an e-mail domain/)).toBeNull());
  });

  it('saves the URL, the domains, the user-creation and the IdP-initiated switches with updateOrganizationSamlSettings', async () => {
    const { environment } = renderSaml();
    await screen.findByRole('form', { name: 'SAML settings' });
    act(() =>
      fireEvent.change(screen.getByRole('textbox', { name: 'Identity provider metadata URL' }), {
        target: { value: ' https://idp.example.org/md ' },
      }),
    );
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Create users at first sign-in' })));
    act(() =>
      fireEvent.click(screen.getByRole('checkbox', { name: "Allow sign-in from the identity provider's portal" })),
    );
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    type('skola.vakt.se');
    act(() => fireEvent.click(saveButton()));
    const operation = await waitForOperation(environment, 'OrganizationSamlTabSaveMutation');
    expect(operation.request.variables).toEqual({
      id: ORGANIZATION_ID,
      input: {
        samlMetadataUrl: 'https://idp.example.org/md',
        samlEmailDomains: ['vakt.se', 'skola.vakt.se'],
        samlAllowUserCreation: true,
        samlAllowIdpInitiated: true,
      },
    });
    resolve(environment, {
      updateOrganizationSamlSettings: {
        organization: {
          id: ORGANIZATION_ID,
          samlSettings: {
            samlMetadataUrl: 'https://idp.example.org/md',
            samlEmailDomains: ['vakt.se', 'skola.vakt.se'],
            samlAllowUserCreation: true,
            samlAllowIdpInitiated: true,
          },
        },
        errors: [],
      },
    });
    expect(await screen.findByText('SAML settings saved.')).toBeTruthy();
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it("shows the platform's INVALID_URL, INVALID_DOMAIN and DOMAIN_CLAIMED next to their fields", async () => {
    const { environment } = renderSaml({ domains: ['vakt.se', 'taken.se'] });
    await screen.findByRole('form', { name: 'SAML settings' });
    act(() =>
      fireEvent.change(screen.getByRole('textbox', { name: 'Identity provider metadata URL' }), {
        target: { value: 'http://idp.example.org' },
      }),
    );
    act(() => fireEvent.click(saveButton()));
    await waitForOperation(environment, 'OrganizationSamlTabSaveMutation');
    resolve(environment, {
      updateOrganizationSamlSettings: {
        organization: null,
        errors: [
          { field: 'samlMetadataUrl', code: 'INVALID_URL', message: 'https' },
          { field: 'samlEmailDomains.0', code: 'INVALID_DOMAIN', message: 'bad' },
          { field: 'samlEmailDomains', code: 'DOMAIN_CLAIMED', message: 'taken.se is claimed by another organization' },
        ],
      },
    });
    expect(await screen.findByText('Enter an https:// address.')).toBeTruthy();
    expect(screen.getByText(/^vakt\.se is not an e-mail domain/)).toBeTruthy();
    expect(
      screen.getByText(
        'taken.se already belongs to another organization: an e-mail domain belongs to one organization.',
      ),
    ).toBeTruthy();
  });

  it("shows the platform's NOT_ALLOWED (a metadata URL the outbound policy refuses) next to the URL", async () => {
    const { environment } = renderSaml();
    await screen.findByRole('form', { name: 'SAML settings' });
    act(() =>
      fireEvent.change(screen.getByRole('textbox', { name: 'Identity provider metadata URL' }), {
        target: { value: 'https://169.254.169.254/metadata' },
      }),
    );
    act(() => fireEvent.click(saveButton()));
    await waitForOperation(environment, 'OrganizationSamlTabSaveMutation');
    resolve(environment, {
      updateOrganizationSamlSettings: {
        organization: null,
        errors: [{ field: 'samlMetadataUrl', code: 'NOT_ALLOWED', message: 'not allowed' }],
      },
    });
    expect(
      await screen.findByText(
        'This address is not allowed: it is in a private, local or reserved network. An operator can allow-list an address on a private network.',
      ),
    ).toBeTruthy();
  });

  it("a failed request shows the server's error, else the generic save failure", async () => {
    const { environment } = renderSaml();
    await screen.findByRole('form', { name: 'SAML settings' });
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Create users at first sign-in' })));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    act(() => fireEvent.click(saveButton()));
    await waitForOperation(environment, 'OrganizationSamlTabSaveMutation');
    act(() =>
      environment.mock.rejectMostRecentOperation(
        new ApiError([{ message: 'no', extensions: { code: 'FORBIDDEN', errorCode: 'FORBIDDEN' } }]),
      ),
    );
    const alert = await screen.findByTestId('saml-failure');
    expect(alert.textContent).toBe('You do not have permission to do this.');
    act(() => fireEvent.click(saveButton()));
    await waitForOperation(environment, 'OrganizationSamlTabSaveMutation');
    act(() => environment.mock.rejectMostRecentOperation(new Error('boom')));
    await waitFor(() =>
      expect(screen.getByTestId('saml-failure').textContent).toBe('The SAML settings could not be saved.'),
    );
  });

  it('without saveSaml everything is read only', async () => {
    renderSaml({ saveSaml: false });
    await screen.findByRole('form', { name: 'SAML settings' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'E-mail domains' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Identity provider metadata URL' }) as HTMLInputElement).readOnly).toBe(
      true,
    );
    expect((screen.getByRole('checkbox', { name: 'Create users at first sign-in' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getByText("Only admins and this organization's admins can change SAML settings.")).toBeTruthy();
  });

  it('shows what to register at the identity provider, each value with a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderSaml({ saveSaml: false });
    const block = await screen.findByRole('region', { name: 'Register at your identity provider' });
    expect((within(block).getByRole('textbox', { name: 'Entity ID' }) as HTMLInputElement).value).toBe(SP.entityId);
    expect(
      (within(block).getByRole('textbox', { name: 'Assertion consumer service URL' }) as HTMLInputElement).value,
    ).toBe(SP.assertionConsumerServiceUrl);
    expect(
      (within(block).getByRole('textbox', { name: 'Service provider metadata URL' }) as HTMLInputElement).value,
    ).toBe(SP.metadataUrl);
    act(() => fireEvent.click(within(block).getByRole('button', { name: 'Copy Assertion consumer service URL' })));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SP.assertionConsumerServiceUrl));
    expect(await screen.findByText('Assertion consumer service URL copied.')).toBeTruthy();
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session/session';
import en from '../../i18n/en.json';
import sv from '../../i18n/sv.json';
import { renderWithProviders } from '../../test/render';
import { LoginScreen, SAML_ERROR_CODES } from './LoginScreen';

// The sign-in screens talk to /graphql without Relay's store (the login page ships without Relay), so
// these tests answer the requests themselves: each POST waits until the test responds to it.
interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
  respond: (body: object) => Promise<void>;
}
let sent: SentOperation[] = [];
const lastOperation = () => sent[sent.length - 1]!;

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          const body = JSON.parse(String(init.body)) as { operationName: string; variables: Record<string, unknown> };
          sent.push({
            name: body.operationName,
            variables: body.variables,
            respond: (answer) =>
              act(async () =>
                resolve(new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })),
              ),
          });
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const failure = (errorCode: string, extra: Record<string, unknown> = {}) => ({
  data: null,
  errors: [{ message: 'server text', extensions: { code: 'UNAUTHENTICATED', errorCode, ...extra } }],
});

const signedInPayload = (field: string) => ({
  data: {
    [field]: {
      status: 'SIGNED_IN',
      accessToken: 'token-1',
      userId: null,
      viewer: { id: 'VXNlcjox', displayName: 'Ada Admin', email: 'ada@vakt.test', roles: ['ADMIN'], language: 'EN' },
    },
  },
});

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('LoginScreen', () => {
  it('focuses the e-mail field and asks for both fields', async () => {
    renderWithProviders(<LoginScreen delayMs={0} />);
    expect(document.activeElement).toBe(screen.getByLabelText(/e-mail/i));
    submit(/^sign in$/i);
    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
  });

  it('shows a translated server error in a red alert', async () => {
    renderWithProviders(<LoginScreen delayMs={0} />);
    fill(/e-mail/i, 'ada@vakt.test');
    fill(/password/i, 'wrong');
    submit(/^sign in$/i);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(lastOperation().variables.input).toEqual({ email: 'ada@vakt.test', password: 'wrong' });
    await lastOperation().respond(failure('INVALID_CREDENTIALS'));
    expect((await screen.findByRole('alert')).textContent).toContain('The e-mail address or password is incorrect.');
  });

  it('shows the wait time of a locked account', async () => {
    renderWithProviders(<LoginScreen delayMs={0} />);
    fill(/e-mail/i, 'ada@vakt.test');
    fill(/password/i, 'wrong');
    submit(/^sign in$/i);
    await waitFor(() => expect(sent).toHaveLength(1));
    await lastOperation().respond(failure('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 30 }));
    expect((await screen.findByRole('alert')).textContent).toContain('Try again in 30 seconds.');
  });

  it('in SSO mode shows only the e-mail and reports SSO_NOT_CONFIGURED', async () => {
    renderWithProviders(<LoginScreen delayMs={0} />);
    fireEvent.click(screen.getByLabelText(/single sign-on/i));
    await waitFor(() => expect(screen.queryByLabelText(/password/i)).toBeNull());
    fill(/e-mail/i, 'ada@vakt.test');
    submit(/continue with sso/i);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(lastOperation().name).toBe('CredentialsFormStartSingleSignOnMutation');
    await lastOperation().respond(failure('SSO_NOT_CONFIGURED'));
    expect((await screen.findByRole('alert')).textContent).toContain('Single sign-on is not configured');
  });

  it('runs the two-factor step: validation, resend, wrong code, then signs in', async () => {
    renderWithProviders(<LoginScreen delayMs={0} />);
    fill(/e-mail/i, 'twofa@vakt.test');
    fill(/password/i, 'Vakt!demo1');
    submit(/^sign in$/i);
    await waitFor(() => expect(sent).toHaveLength(1));
    await lastOperation().respond({
      data: { login: { status: 'CODE_REQUIRED', accessToken: null, userId: 'VXNlcjo1', viewer: null } },
    });
    expect(await screen.findByText(/sent a 6-digit code to twofa@vakt.test/)).toBeTruthy();

    submit(/verify/i);
    expect(await screen.findByText('Enter the code from the e-mail.')).toBeTruthy();

    submit(/resend code/i);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(lastOperation().variables.input).toEqual({ userId: 'VXNlcjo1' });
    await lastOperation().respond({ data: { resendOneTimeCode: { sent: true } } });
    expect(await screen.findByText('A new code was sent.')).toBeTruthy();

    fill(/code/i, '12345x6');
    expect((screen.getByLabelText(/code/i) as HTMLInputElement).value).toBe('123456');
    submit(/verify/i);
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(lastOperation().variables.input).toEqual({
      email: 'twofa@vakt.test',
      password: 'Vakt!demo1',
      userId: 'VXNlcjo1',
      code: '123456',
    });
    await lastOperation().respond(failure('INVALID_CODE'));
    expect((await screen.findByRole('alert')).textContent).toContain('The code is incorrect');

    submit(/verify/i);
    await waitFor(() => expect(sent).toHaveLength(4));
    await lastOperation().respond(signedInPayload('verifyOneTimeCode'));
    expect(await screen.findAllByText('Signing in…')).toBeTruthy();
    await waitFor(() => expect(session.accessToken()).toBe('token-1'));
    expect(JSON.parse(localStorage.getItem('user')!).displayName).toBe('Ada Admin');
  });

  it('a resend asked for too soon disables the button with a live countdown, then offers it again', async () => {
    renderWithProviders(<LoginScreen delayMs={0} />);
    fill(/e-mail/i, 'twofa@vakt.test');
    fill(/password/i, 'Vakt!demo1');
    submit(/^sign in$/i);
    await waitFor(() => expect(sent).toHaveLength(1));
    await lastOperation().respond({
      data: { login: { status: 'CODE_REQUIRED', accessToken: null, userId: 'VXNlcjo1', viewer: null } },
    });
    submit(/resend code/i);
    await waitFor(() => expect(sent).toHaveLength(2));
    await lastOperation().respond({
      data: null,
      errors: [{ message: 'Too many', extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 2 } }],
    });
    const waiting = await screen.findByRole('button', { name: 'Resend code in 2 seconds' });
    expect(waiting).toHaveProperty('disabled', true);
    expect((await screen.findByRole('alert')).textContent).toBe(en['login.code.tooSoon']);
    await screen.findByRole('button', { name: 'Resend code in 1 second' }, { timeout: 5000 });
    const again = await screen.findByRole('button', { name: 'Resend code' }, { timeout: 5000 });
    expect(again).toHaveProperty('disabled', false);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says on the sign-in page that the session expired', async () => {
    const { router } = renderWithProviders(<LoginScreen delayMs={0} />);
    expect(screen.queryByTestId('session-expired')).toBeNull();
    await act(() => router.navigate('/', { replace: true, state: { sessionExpired: true } }));
    expect((await screen.findByRole('status')).textContent).toBe(en['login.sessionExpired']);
  });

  it('opens the page a signed-out visit asked for, after the two-factor step', async () => {
    const { router } = renderWithProviders(<LoginScreen delayMs={0} />, {
      path: '/?returnTo=%2Fclients%2FQ2xpZW50OjE%3D%3Ftab%3Dnetworks',
    });
    fill(/e-mail/i, 'twofa@vakt.test');
    fill(/password/i, 'Vakt!demo1');
    submit(/^sign in$/i);
    await waitFor(() => expect(sent).toHaveLength(1));
    await lastOperation().respond({
      data: { login: { status: 'CODE_REQUIRED', accessToken: null, userId: 'VXNlcjo1', viewer: null } },
    });
    fill(/code/i, '123456');
    submit(/verify/i);
    await waitFor(() => expect(sent).toHaveLength(2));
    await lastOperation().respond(signedInPayload('verifyOneTimeCode'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/clients/Q2xpZW50OjE=?tab=networks'),
    );
  });

  it('ignores a returnTo that leaves the console', async () => {
    const { router } = renderWithProviders(<LoginScreen delayMs={0} />, { path: '/?returnTo=%2F%2Fevil.test%2Fphish' });
    fill(/e-mail/i, 'ada@vakt.test');
    fill(/password/i, 'Vakt!demo1');
    submit(/^sign in$/i);
    await waitFor(() => expect(sent).toHaveLength(1));
    await lastOperation().respond(signedInPayload('login'));
    await waitFor(() => expect(session.accessToken()).toBe('token-1'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/');
  });

  it('signs in with the ?saml= token and keeps ?os= for the return note', async () => {
    renderWithProviders(<LoginScreen delayMs={10_000} />, { path: '/?saml=abc&os=ios' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(lastOperation().variables.input).toEqual({ saml: 'abc' });
    await lastOperation().respond(signedInPayload('loginWithSingleSignOn'));
    expect(await screen.findByText(/return to the iOS app/)).toBeTruthy();
  });

  describe('single sign-on refusals', () => {
    const alertText = async () => (await screen.findByRole('alert')).textContent;

    it('shows each ?samlError code of the assertion consumer as its own message, and an unknown one as the generic text', async () => {
      const texts = new Set<string>();
      for (const code of SAML_ERROR_CODES) {
        const { unmount } = renderWithProviders(<LoginScreen delayMs={0} />, { path: `/?samlError=${code}` });
        const text = await alertText();
        expect(text, code).toBe(en[`login.samlError.${code}` as keyof typeof en]);
        texts.add(text!);
        unmount();
      }
      expect(texts.size).toBe(SAML_ERROR_CODES.length);

      // the ACS's refusals about the set-up read as they do at the SSO start
      for (const code of ['SSO_NOT_CONFIGURED', 'IDP_METADATA_UNAVAILABLE'] as const) {
        const { unmount } = renderWithProviders(<LoginScreen delayMs={0} />, { path: `/?samlError=${code}` });
        expect(await alertText(), code).toBe(en[`error.${code}`]);
        unmount();
      }

      renderWithProviders(<LoginScreen delayMs={0} />, { path: '/?samlError=SOMETHING_ELSE%3Cb%3E' });
      expect(await alertText()).toBe(en['login.samlError.generic']);
      expect(sent).toHaveLength(0);
    });

    it('shows the refusal in the user language with the SSO mode on, and the next SSO start keeps ?os=', async () => {
      renderWithProviders(<LoginScreen delayMs={0} />, {
        path: '/?samlError=SAML_WRONG_AUDIENCE&os=android',
        language: 'sv',
      });
      expect(await alertText()).toBe(sv['login.samlError.SAML_WRONG_AUDIENCE']);
      // SSO mode: the e-mail only, and the switch is on
      expect(screen.queryByLabelText(sv['login.password'])).toBeNull();
      expect((screen.getByLabelText(sv['login.sso.toggle']) as HTMLInputElement).checked).toBe(true);

      fill(new RegExp(sv['login.email'], 'i'), 'ada@sso.vakt.test');
      submit(new RegExp(sv['login.sso.submit'], 'i'));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(lastOperation().name).toBe('CredentialsFormStartSingleSignOnMutation');
      expect(lastOperation().variables.input).toEqual({ email: 'ada@sso.vakt.test', os: 'android' });
      // the old refusal goes when the person starts again; the new answer is what shows
      await lastOperation().respond(failure('SSO_NOT_CONFIGURED'));
      await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
      expect(screen.getByRole('alert').textContent).toBe(sv['error.SSO_NOT_CONFIGURED']);
    });

    it('sends no os from the SSO start when the page has none (or an unknown one)', async () => {
      renderWithProviders(<LoginScreen delayMs={0} />, { path: '/?os=windows' });
      fireEvent.click(screen.getByLabelText(/single sign-on/i));
      await waitFor(() => expect(screen.queryByLabelText(/password/i)).toBeNull());
      fill(/e-mail/i, 'ada@sso.vakt.test');
      submit(/continue with sso/i);
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(lastOperation().variables.input).toEqual({ email: 'ada@sso.vakt.test' });
    });

    it('an expired or used ?saml= code shows INVALID_SSO_CODE with the SSO mode on, and no session', async () => {
      session.clear({ keepLastVisited: false });
      renderWithProviders(<LoginScreen delayMs={0} />, { path: '/?saml=used-code' });
      expect(await screen.findByText(en['login.sso.inProgress'])).toBeTruthy();
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(lastOperation().name).toBe('LoginScreenSingleSignOnMutation');
      await lastOperation().respond(failure('INVALID_SSO_CODE'));
      expect(await alertText()).toBe(en['error.INVALID_SSO_CODE']);
      expect((screen.getByLabelText(en['login.sso.toggle']) as HTMLInputElement).checked).toBe(true);
      expect(session.accessToken()).toBeFalsy();
    });
  });
});

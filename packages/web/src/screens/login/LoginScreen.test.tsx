import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../relay/ApiError';
import { session } from '../../session/session';
import { renderWithProviders } from '../../test/render';
import { LoginScreen } from './LoginScreen';

const failure = (errorCode: string, extra: Record<string, unknown> = {}) =>
  new ApiError([{ message: 'server text', extensions: { code: 'UNAUTHENTICATED', errorCode, ...extra } }]);

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
    const { environment } = renderWithProviders(<LoginScreen delayMs={0} />);
    fill(/e-mail/i, 'ada@vakt.test');
    fill(/password/i, 'wrong');
    submit(/^sign in$/i);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ email: 'ada@vakt.test', password: 'wrong' });
    act(() => environment.mock.rejectMostRecentOperation(failure('INVALID_CREDENTIALS')));
    expect((await screen.findByRole('alert')).textContent).toContain('The e-mail address or password is incorrect.');
  });

  it('shows the wait time of a locked account', async () => {
    const { environment } = renderWithProviders(<LoginScreen delayMs={0} />);
    fill(/e-mail/i, 'ada@vakt.test');
    fill(/password/i, 'wrong');
    submit(/^sign in$/i);
    act(() => environment.mock.rejectMostRecentOperation(failure('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 30 })));
    expect((await screen.findByRole('alert')).textContent).toContain('Try again in 30 seconds.');
  });

  it('in SSO mode shows only the e-mail and reports SSO_NOT_CONFIGURED', async () => {
    const { environment } = renderWithProviders(<LoginScreen delayMs={0} />);
    fireEvent.click(screen.getByLabelText(/single sign-on/i));
    await waitFor(() => expect(screen.queryByLabelText(/password/i)).toBeNull());
    fill(/e-mail/i, 'ada@vakt.test');
    submit(/continue with sso/i);
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
      'CredentialsFormStartSingleSignOnMutation',
    );
    act(() => environment.mock.rejectMostRecentOperation(failure('SSO_NOT_CONFIGURED')));
    expect((await screen.findByRole('alert')).textContent).toContain('Single sign-on is not configured');
  });

  it('runs the two-factor step: validation, resend, wrong code, then signs in', async () => {
    const { environment } = renderWithProviders(<LoginScreen delayMs={0} />);
    fill(/e-mail/i, 'twofa@vakt.test');
    fill(/password/i, 'Vakt!demo1');
    submit(/^sign in$/i);
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { login: { status: 'CODE_REQUIRED', accessToken: null, userId: 'VXNlcjo1', viewer: null } },
      }),
    );
    expect(await screen.findByText(/sent a 6-digit code to twofa@vakt.test/)).toBeTruthy();

    submit(/verify/i);
    expect(await screen.findByText('Enter the code from the e-mail.')).toBeTruthy();

    submit(/resend code/i);
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ userId: 'VXNlcjo1' });
    act(() => environment.mock.resolveMostRecentOperation({ data: { resendOneTimeCode: { sent: true } } }));
    expect(await screen.findByText('A new code was sent.')).toBeTruthy();

    fill(/code/i, '12345x6');
    expect((screen.getByLabelText(/code/i) as HTMLInputElement).value).toBe('123456');
    submit(/verify/i);
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      email: 'twofa@vakt.test',
      password: 'Vakt!demo1',
      userId: 'VXNlcjo1',
      code: '123456',
    });
    act(() => environment.mock.rejectMostRecentOperation(failure('INVALID_CODE')));
    expect((await screen.findByRole('alert')).textContent).toContain('The code is incorrect');

    submit(/verify/i);
    act(() => environment.mock.resolveMostRecentOperation(signedInPayload('verifyOneTimeCode')));
    expect(await screen.findAllByText('Signing in…')).toBeTruthy();
    await waitFor(() => expect(session.accessToken()).toBe('token-1'));
    expect(JSON.parse(localStorage.getItem('user')!).displayName).toBe('Ada Admin');
  });

  it('signs in with the ?saml= token and keeps ?os= for the return note', async () => {
    const { environment } = renderWithProviders(<LoginScreen delayMs={10_000} />, { path: '/?saml=abc&os=ios' });
    await waitFor(() => expect(environment.mock.getAllOperations().length).toBe(1));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ saml: 'abc' });
    act(() => environment.mock.resolveMostRecentOperation(signedInPayload('loginWithSingleSignOn')));
    expect(await screen.findByText(/return to the iOS app/)).toBeTruthy();
  });
});

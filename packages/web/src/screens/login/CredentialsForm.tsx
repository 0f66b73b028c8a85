import { Alert, Button, Field, Input, Stack, Switch } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useSignInMutation } from '../../relay/signInMutation';
import { errorMessage } from '../../i18n/errorMessage';
import type { CredentialsFormLoginMutation } from './__generated__/CredentialsFormLoginMutation.graphql';
import type { CredentialsFormStartSingleSignOnMutation } from './__generated__/CredentialsFormStartSingleSignOnMutation.graphql';
import { readLoginOutcome, type LoginOutcome } from './signedIn';

export interface Credentials {
  email: string;
  password: string;
}

interface Props {
  onOutcome: (outcome: LoginOutcome, credentials: Credentials) => void;
  /** The app the sign-in came from (?os=): the SSO start sends it so the identity provider's answer returns with it. */
  os?: 'ios' | 'android' | null;
  /** The SSO mode on from the start (the page came back from the identity provider with a refusal). */
  initialSso?: boolean;
  /** Called on each submit (the page clears an earlier single sign-on refusal). */
  onSubmit?: () => void;
  redirect?: (url: string) => void;
}

export function CredentialsForm({
  onOutcome,
  os = null,
  initialSso = false,
  onSubmit,
  redirect = (url) => window.location.assign(url),
}: Props) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sso, setSso] = useState(initialSso);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const [login, loggingIn] = useSignInMutation<CredentialsFormLoginMutation>(graphql`
    mutation CredentialsFormLoginMutation($input: LoginInput!) {
      login(input: $input) {
        ...signedIn_payload
      }
    }
  `);
  const [startSso, startingSso] = useSignInMutation<CredentialsFormStartSingleSignOnMutation>(graphql`
    mutation CredentialsFormStartSingleSignOnMutation($input: StartSingleSignOnInput!) {
      startSingleSignOn(input: $input) {
        authorizeUrl
      }
    }
  `);

  const emailError = submitted && !email.trim() ? intl.formatMessage({ id: 'login.email.required' }) : null;
  const passwordError = submitted && !sso && !password ? intl.formatMessage({ id: 'login.password.required' }) : null;
  const onError = (error: Error) => setServerError(errorMessage(intl, error));

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    onSubmit?.();
    if (!email.trim() || (!sso && !password)) return;
    const credentials = { email: email.trim(), password };
    if (sso) {
      startSso({
        variables: { input: { email: credentials.email, ...(os ? { os } : {}) } },
        onCompleted: (data) => redirect(data.startSingleSignOn.authorizeUrl),
        onError,
      });
      return;
    }
    login({
      variables: { input: credentials },
      onCompleted: (data) => {
        const outcome = readLoginOutcome(data.login);
        if (outcome.kind === 'invalid') setServerError(intl.formatMessage({ id: 'error.generic' }));
        else onOutcome(outcome, credentials);
      },
      onError,
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'login.title' })}>
      <Stack gap="5">
        {serverError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={!!emailError} required>
          <Field.Label>
            {intl.formatMessage({ id: 'login.email' })}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Field.ErrorText>{emailError}</Field.ErrorText>
        </Field.Root>
        {!sso && (
          <Field.Root invalid={!!passwordError} required>
            <Field.Label>
              {intl.formatMessage({ id: 'login.password' })}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Field.ErrorText>{passwordError}</Field.ErrorText>
          </Field.Root>
        )}
        <Switch.Root
          checked={sso}
          onCheckedChange={(details) => {
            setSso(details.checked);
            setServerError(null);
          }}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{intl.formatMessage({ id: 'login.sso.toggle' })}</Switch.Label>
        </Switch.Root>
        <Button type="submit" colorPalette="blue" size="lg" loading={loggingIn || startingSso}>
          {intl.formatMessage({ id: sso ? 'login.sso.submit' : 'login.submit' })}
        </Button>
      </Stack>
    </form>
  );
}

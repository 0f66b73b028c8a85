import { Alert, Box, Card, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useSignInMutation } from '../../relay/signInMutation';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../i18n/errorMessage';
import type { SignedOutState } from '../../session/endSession';
import { returnPathFrom } from '../../session/returnPath';
import { session } from '../../session/session';
import { LanguageMenu } from '../../shell/LanguageMenu';
import { Logo } from '../../shell/Logo';
import type { LoginScreenSingleSignOnMutation } from './__generated__/LoginScreenSingleSignOnMutation.graphql';
import { CredentialsForm, type Credentials } from './CredentialsForm';
import { readLoginOutcome, type LoginOutcome } from './signedIn';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

// the two-factor step and the signing-in progress come after the credentials: loaded then, not with the
// login page (its first visit stays within the JavaScript budget, docs/performance.md)
const OneTimeCodeForm = lazy(() => import('./OneTimeCodeForm').then((module) => ({ default: module.OneTimeCodeForm })));
const SigningIn = lazy(() => import('./SigningIn').then((module) => ({ default: module.SigningIn })));

/** The spec's pause between a successful sign-in and entering the app. */
export const SIGN_IN_DELAY_MS = 3000;

type Step =
  | { kind: 'credentials' }
  | { kind: 'code'; credentials: Credentials; userId: string }
  | { kind: 'singleSignOn' }
  | { kind: 'signingIn'; outcome: Extract<LoginOutcome, { kind: 'signedIn' }> };

const supportedOs = (value: string | null) => (value === 'ios' || value === 'android' ? value : null);

/** The refusals the platform's assertion consumer sends back as ?samlError=<CODE>; others get a generic text. */
export const SAML_ERROR_CODES = [
  'SAML_INVALID_RESPONSE',
  'SAML_UNKNOWN_REQUEST',
  'SAML_IDP_INITIATED_OFF',
  'SAML_INVALID_SIGNATURE',
  'SAML_WRONG_ISSUER',
  'SAML_WRONG_AUDIENCE',
  'SAML_WRONG_DESTINATION',
  'SAML_EXPIRED',
  'SAML_UNKNOWN_USER',
] as const;

/** The ACS's two refusals that are not about the answer itself; they read as the same codes elsewhere. */
const SAML_SETUP_CODES = ['SSO_NOT_CONFIGURED', 'IDP_METADATA_UNAVAILABLE'];

const samlErrorKey = (code: string) =>
  (SAML_ERROR_CODES as readonly string[]).includes(code)
    ? `login.samlError.${code}`
    : SAML_SETUP_CODES.includes(code)
      ? `error.${code}`
      : 'login.samlError.generic';

export function LoginScreen({ delayMs = SIGN_IN_DELAY_MS }: { delayMs?: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const saml = params.get('saml');
  const os = supportedOs(params.get('os'));
  const returnTo = returnPathFrom(params);
  const [step, setStep] = useState<Step>(saml ? { kind: 'singleSignOn' } : { kind: 'credentials' });
  const samlError = params.get('samlError');
  const sessionExpired = (useLocation().state as SignedOutState | null)?.sessionExpired === true;
  // A refusal of the single sign-on round trip (the ACS's ?samlError= or the code's sign-in): shown above the
  // form, which opens in SSO mode; translated at render so a language change applies to it too.
  const [ssoError, setSsoError] = useState<{ samlError: string } | { error: unknown } | null>(
    samlError ? { samlError } : null,
  );
  const title = intl.formatMessage({ id: step.kind === 'code' ? 'login.code.title' : 'login.title' });
  useDocumentTitle(title);

  const [loginWithSso] = useSignInMutation<LoginScreenSingleSignOnMutation>(graphql`
    mutation LoginScreenSingleSignOnMutation($input: LoginWithSingleSignOnInput!) {
      loginWithSingleSignOn(input: $input) {
        ...signedIn_payload
      }
    }
  `);

  function handleOutcome(outcome: LoginOutcome, credentials?: Credentials) {
    if (outcome.kind === 'signedIn') setStep({ kind: 'signingIn', outcome });
    else if (outcome.kind === 'codeRequired' && credentials)
      setStep({ kind: 'code', credentials, userId: outcome.userId });
  }

  const ssoStarted = useRef(false);
  useEffect(() => {
    if (!saml || ssoStarted.current) return;
    ssoStarted.current = true;
    loginWithSso({
      variables: { input: { saml } },
      onCompleted: (data) => handleOutcome(readLoginOutcome(data.loginWithSingleSignOn)),
      onError: (error) => {
        setSsoError({ error });
        setStep({ kind: 'credentials' });
      },
    });
  });

  useEffect(() => {
    if (step.kind !== 'signingIn') return;
    const timer = setTimeout(() => {
      session.signIn(step.outcome.accessToken, step.outcome.user);
      navigate(returnTo ?? (os ? `/?os=${os}` : '/'), { replace: true });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [step, delayMs, navigate, os, returnTo]);

  return (
    <Flex minH="100vh" align="center" justify="center" bg="bg.subtle" px="4" direction="column" gap="6">
      <Box position="absolute" top="4" right="4">
        <LanguageMenu />
      </Box>
      <Stack align="center" gap="2">
        <Logo size={48} />
        <Text fontSize="3xl" fontWeight="semibold" lineHeight="short">
          Vakt
        </Text>
        <Text color="fg.muted">{intl.formatMessage({ id: 'login.subtitle' })}</Text>
      </Stack>
      <Card.Root width="full" maxW="md" shadow="md">
        <Card.Header>
          {/* the page's one h1: what this page is for (the brand above is not a heading) */}
          <Heading as="h1" size="lg">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>
          {sessionExpired && step.kind === 'credentials' && !ssoError && (
            <Alert.Root status="info" role="status" mb="5" data-testid="session-expired">
              <Alert.Indicator />
              <Alert.Title>{intl.formatMessage({ id: 'login.sessionExpired' })}</Alert.Title>
            </Alert.Root>
          )}
          {ssoError && step.kind === 'credentials' && (
            <Alert.Root status="error" role="alert" mb="5">
              <Alert.Indicator />
              <Alert.Title>
                {'samlError' in ssoError
                  ? intl.formatMessage({ id: samlErrorKey(ssoError.samlError) })
                  : errorMessage(intl, ssoError.error)}
              </Alert.Title>
            </Alert.Root>
          )}
          {step.kind === 'credentials' && (
            <CredentialsForm
              onOutcome={handleOutcome}
              onSubmit={() => setSsoError(null)}
              os={os}
              initialSso={!!(samlError || saml)}
            />
          )}
          {step.kind === 'code' && (
            <Suspense fallback={<Spinner size="sm" />}>
              <OneTimeCodeForm
                credentials={step.credentials}
                userId={step.userId}
                onOutcome={handleOutcome}
                onCancel={() => setStep({ kind: 'credentials' })}
              />
            </Suspense>
          )}
          {step.kind === 'singleSignOn' && (
            <Flex gap="3" align="center" role="status">
              <Spinner size="sm" />
              <Text>{intl.formatMessage({ id: 'login.sso.inProgress' })}</Text>
            </Flex>
          )}
          {step.kind === 'signingIn' && (
            <Suspense fallback={<Spinner size="sm" />}>
              <SigningIn durationMs={delayMs} os={os} />
            </Suspense>
          )}
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}

import { Alert, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useSignInMutation } from '../../relay/signInMutation';
import { errorMessage } from '../../i18n/errorMessage';
import { ApiError } from '../../relay/ApiError';
import type { OneTimeCodeFormResendMutation } from './__generated__/OneTimeCodeFormResendMutation.graphql';
import type { OneTimeCodeFormVerifyMutation } from './__generated__/OneTimeCodeFormVerifyMutation.graphql';
import type { Credentials } from './CredentialsForm';
import { readLoginOutcome, type LoginOutcome } from './signedIn';

interface Props {
  credentials: Credentials;
  userId: string;
  onOutcome: (outcome: LoginOutcome) => void;
  onCancel: () => void;
}

type Feedback = { status: 'error' | 'success'; text: string } | null;

/** Seconds left until `until` (a Date.now() time), counting down once a second; 0 when past or none. */
function useSecondsLeft(until: number | null) {
  const [, tick] = useState(0);
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => tick((count) => count + 1), 250);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

export function OneTimeCodeForm({ credentials, userId, onOutcome, onCancel }: Props) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  // asked again too soon: the button waits, counting down, instead of a fixed "try again in 28 seconds"
  const [resendAt, setResendAt] = useState<number | null>(null);
  const waitSeconds = useSecondsLeft(resendAt);
  const waiting = waitSeconds > 0;
  useEffect(() => {
    if (resendAt !== null && !waiting) {
      setResendAt(null);
      setFeedback(null);
    }
  }, [resendAt, waiting]);

  const [verify, verifying] = useSignInMutation<OneTimeCodeFormVerifyMutation>(graphql`
    mutation OneTimeCodeFormVerifyMutation($input: VerifyOneTimeCodeInput!) {
      verifyOneTimeCode(input: $input) {
        ...signedIn_payload
      }
    }
  `);
  const [resend, resending] = useSignInMutation<OneTimeCodeFormResendMutation>(graphql`
    mutation OneTimeCodeFormResendMutation($input: ResendOneTimeCodeInput!) {
      resendOneTimeCode(input: $input) {
        sent
      }
    }
  `);

  const codeError = !submitted
    ? null
    : !code
      ? intl.formatMessage({ id: 'login.code.required' })
      : !/^\d{6}$/.test(code)
        ? intl.formatMessage({ id: 'login.code.invalid' })
        : null;
  const onError = (error: Error) => setFeedback({ status: 'error', text: errorMessage(intl, error) });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFeedback(null);
    if (!/^\d{6}$/.test(code)) return;
    verify({
      variables: { input: { ...credentials, userId, code } },
      onCompleted: (data) => {
        const outcome = readLoginOutcome(data.verifyOneTimeCode);
        if (outcome.kind === 'signedIn') onOutcome(outcome);
        else setFeedback({ status: 'error', text: intl.formatMessage({ id: 'error.generic' }) });
      },
      onError,
    });
  }

  function resendCode() {
    setFeedback(null);
    resend({
      variables: { input: { userId } },
      onCompleted: () => setFeedback({ status: 'success', text: intl.formatMessage({ id: 'login.code.resent' }) }),
      onError: (error) => {
        if (error instanceof ApiError && error.retryAfterSeconds !== undefined && error.retryAfterSeconds > 0) {
          setResendAt(Date.now() + error.retryAfterSeconds * 1000);
          setFeedback({ status: 'error', text: intl.formatMessage({ id: 'login.code.tooSoon' }) });
        } else onError(error);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'login.code.title' })}>
      <Stack gap="5">
        <Text color="fg.muted">{intl.formatMessage({ id: 'login.code.help' }, { email: credentials.email })}</Text>
        {feedback && (
          <Alert.Root status={feedback.status} role={feedback.status === 'error' ? 'alert' : 'status'}>
            <Alert.Indicator />
            <Alert.Title>{feedback.text}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={!!codeError} required>
          <Field.Label>
            {intl.formatMessage({ id: 'login.code' })}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            letterSpacing="0.4em"
            fontSize="xl"
            textAlign="center"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <Field.ErrorText>{codeError}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" size="lg" loading={verifying}>
          {intl.formatMessage({ id: 'login.code.submit' })}
        </Button>
        <HStack justify="space-between">
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {intl.formatMessage({ id: 'login.code.back' })}
          </Button>
          <Button variant="outline" size="sm" onClick={resendCode} loading={resending} disabled={waiting}>
            {waiting
              ? intl.formatMessage({ id: 'login.code.resendIn' }, { seconds: waitSeconds })
              : intl.formatMessage({ id: 'login.code.resend' })}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

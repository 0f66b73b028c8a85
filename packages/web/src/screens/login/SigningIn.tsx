import { Alert, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

interface Props {
  durationMs: number;
  os: string | null;
}

export function SigningIn({ durationMs, os }: Props) {
  const intl = useIntl();
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setProgress(Math.min(100, ((Date.now() - started) / durationMs) * 100)), 100);
    return () => clearInterval(timer);
  }, [durationMs]);

  return (
    <Stack gap="4" role="status" aria-live="polite">
      <Text fontWeight="medium">{intl.formatMessage({ id: 'login.signingIn' })}</Text>
      <Progress.Root
        value={progress}
        size="sm"
        colorPalette="blue"
        aria-label={intl.formatMessage({ id: 'login.signingIn' })}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {os && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            {intl.formatMessage({ id: 'login.returnToApp' }, { os: os === 'ios' ? 'iOS' : 'Android' })}
          </Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

import { Alert, Box, Button, Card, Code, Flex, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { errorMessage } from '../../../../i18n/errorMessage';
import { usePromiseMutation } from '../../../../ui/form';
import { notify } from '../../../../ui/toaster';
import type { IntegrationDetailsQuery } from './__generated__/IntegrationDetailsQuery.graphql';
import type {
  IntegrationDetailsTestAlarmMutation,
  IntegrationDetailsTestAlarmMutation$data,
} from './__generated__/IntegrationDetailsTestAlarmMutation.graphql';
import { integrationFieldText } from './IntegrationForm';
import { IntegrationLog } from './IntegrationLog';
import { IntegrationStatusBadge, STATUS_REASONS } from './IntegrationStatusBadge';
import { formatWithSeconds, formField } from './rules';

type TestAlarm = IntegrationDetailsTestAlarmMutation$data['sendTestAlarm'];

const FIELD_LABELS: Record<string, string> = {
  kind: 'networks.integrations.field.kind',
  ip: 'networks.integrations.field.ip',
  port: 'networks.integrations.field.port',
  description: 'networks.integrations.field.description',
  line: 'networks.integrations.field.line',
  uid: 'networks.integrations.field.account',
  receiver: 'networks.integrations.field.receiver',
  pin: 'networks.integrations.field.pin',
};

/** The selected integration: its address and status, "Send test alarm" with the answer, and its log. */
export function IntegrationDetails({ integrationId }: { integrationId: string }) {
  return (
    <Suspense fallback={<Spinner m="4" />}>
      <IntegrationDetailsBody integrationId={integrationId} />
    </Suspense>
  );
}

function IntegrationDetailsBody({ integrationId }: { integrationId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const data = useLazyLoadQuery<IntegrationDetailsQuery>(
    graphql`
      query IntegrationDetailsQuery($id: ID!) {
        node(id: $id) {
          ... on Integration @alias(as: "integration") {
            id
            kind
            ip
            port
            description
            status
            statusReason
            ...IntegrationLog_integration
          }
        }
      }
    `,
    { id: integrationId },
    // the sender writes to the log in the background: shown at once from the store, then fresh
    { fetchPolicy: 'store-and-network' },
  );
  const integration = data.node?.integration;
  const [logVersion, setLogVersion] = useState(0);
  const [result, setResult] = useState<TestAlarm | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, sending] = usePromiseMutation<IntegrationDetailsTestAlarmMutation>(graphql`
    mutation IntegrationDetailsTestAlarmMutation($id: ID!) {
      sendTestAlarm(id: $id) {
        integration {
          id
          status
          statusReason
          updatedAt
          network {
            id
            integrationStatus
            integrationStatuses
          }
        }
        outcome
        sequence
        attempts {
          attempt
          outcome
          sentAt
          elapsedMs
          frame
          answer
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  if (!integration) return <Text color="fg.muted">{t('networks.integrations.details.gone')}</Text>;
  const address = `${integration.ip}:${integration.port}`;

  const runTest = async () => {
    setResult(null);
    setFailure(null);
    try {
      const payload = (await send({ id: integration.id })).sendTestAlarm;
      setResult(payload);
      if (payload.outcome === 'ACK') notify.success(t('networks.integrations.test.acked'));
      else notify.error(t('networks.integrations.test.notAcked'));
    } catch (error) {
      setFailure(errorMessage(intl, error));
    } finally {
      // the attempts are in the log, whatever the outcome
      setLogVersion((version) => version + 1);
    }
  };

  return (
    <Card.Root
      variant="outline"
      as="section"
      aria-label={t('networks.integrations.details.label', { name: integration.description ?? address })}
    >
      <Card.Body>
        <Stack gap="5">
          <Flex gap="3" wrap="wrap" align="center" justify="space-between">
            <Stack gap="1">
              <Heading as="h3" size="md">
                {integration.description ?? address}
              </Heading>
              <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
                <Text>{t(`networks.integrations.kind.${integration.kind}`)}</Text>
                <Text aria-hidden>·</Text>
                <Text fontFamily="mono">{address}</Text>
                <IntegrationStatusBadge status={integration.status} reason={integration.statusReason} />
              </HStack>
            </Stack>
            <Button
              colorPalette="blue"
              // the theme's hover (blue at 90 %) gives white text 4.3:1; a darker blue keeps 4.5:1
              _hover={{ bg: 'blue.700' }}
              onClick={() => void runTest()}
              loading={sending}
              loadingText={t('networks.integrations.test.sending')}
              disabled={sending}
            >
              {t('networks.integrations.test.button')}
            </Button>
          </Flex>
          {integration.status === 'ERROR' &&
            integration.statusReason &&
            STATUS_REASONS.includes(integration.statusReason) && (
              <Alert.Root status="error" data-testid="integration-status-help">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t(`networks.integrations.statusReason.${integration.statusReason}`)}</Alert.Title>
                  <Alert.Description>
                    {t(`networks.integrations.statusReason.${integration.statusReason}.help`)}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
          <Box aria-live="polite" data-testid="test-alarm">
            {sending && (
              <HStack gap="2" color="fg.muted" fontSize="sm">
                <Spinner size="sm" />
                <Text>{t('networks.integrations.test.running', { address })}</Text>
              </HStack>
            )}
            {failure && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('networks.integrations.test.failed')}</Alert.Title>
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {result && !sending && <TestAlarmResult result={result} address={address} kind={integration.kind} />}
          </Box>
          <Stack gap="2">
            <Heading as="h4" size="sm">
              {t('networks.integrations.log.title')}
            </Heading>
            <IntegrationLog integration={integration} version={logVersion} />
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The short-XML protocol's refusals and errors read differently from DC-09's NAK/DUH. */
const SHORTXML_OUTCOMES = new Set(['NAK', 'DUH', 'INVALID']);

/** The receiver's answer in words (ACK in green), then each attempt with the frame sent and the answer. */
export function TestAlarmResult({ result, address, kind }: { result: TestAlarm; address: string; kind: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (result.errors.length > 0)
    return (
      <Alert.Root status="error" data-testid="test-alarm-errors">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('networks.integrations.test.incomplete')}</Alert.Title>
          <Alert.Description>
            <List.Root ps="4">
              {result.errors.map((error) => {
                const field = formField(error.field);
                const label = FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field;
                return (
                  <List.Item key={`${error.field}-${error.code}`}>
                    {label}: {integrationFieldText(intl, error)}
                  </List.Item>
                );
              })}
            </List.Root>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  const outcome = result.outcome ?? 'INVALID';
  const acked = outcome === 'ACK';
  return (
    <Stack gap="3">
      <Alert.Root
        status={acked ? 'success' : 'error'}
        data-testid="test-alarm-outcome"
        data-outcome={outcome}
        data-result={acked ? 'success' : 'error'}
      >
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {t(`networks.integrations.test.title.${outcome}`)}
            {result.sequence != null && (
              <Text as="span" fontWeight="normal" ms="2">
                · {t('networks.integrations.test.sequence', { sequence: String(result.sequence).padStart(4, '0') })}
              </Text>
            )}
          </Alert.Title>
          <Alert.Description>
            {t(
              kind === 'SHORTXML' && SHORTXML_OUTCOMES.has(outcome)
                ? `networks.integrations.test.outcome.shortxml.${outcome}`
                : `networks.integrations.test.outcome.${outcome}`,
              { address },
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {result.attempts.length > 0 && (
        <Stack gap="2" as="section" aria-label={t('networks.integrations.test.attempts')}>
          <Heading as="h4" size="xs">
            {t('networks.integrations.test.attempts')}
          </Heading>
          {result.attempts.map((attempt) => (
            <Box key={attempt.attempt} borderWidth="1px" borderRadius="md" p="3" data-testid="test-alarm-attempt">
              <Text fontSize="sm" fontWeight="semibold">
                {t('networks.integrations.test.attempt', {
                  attempt: attempt.attempt,
                  outcome: attempt.outcome,
                  elapsed: attempt.elapsedMs,
                  time: formatWithSeconds(attempt.sentAt),
                })}
              </Text>
              <Text fontSize="xs" color="fg.muted" mt="2">
                {t('networks.integrations.test.frame')}
              </Text>
              <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" fontSize="xs">
                {attempt.frame}
              </Code>
              <Text fontSize="xs" color="fg.muted" mt="2">
                {t('networks.integrations.test.answer')}
              </Text>
              <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" fontSize="xs">
                {attempt.answer ?? t('networks.integrations.test.noAnswer')}
              </Code>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import { Card, Heading, HStack, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ClientSummary_client$key } from './__generated__/ClientSummary_client.graphql';

const TIERS = ['MICRO', 'MINI', 'MEDI', 'MAXI', 'MEGA', 'MACRO'] as const;

/** Network summary (open, public, private) and subscription summary (users per tier). */
export function ClientSummary({ client }: { client: ClientSummary_client$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ClientSummary_client on Client {
        userCount
        deviceCount
        networkCount
        networkSummary {
          open
          public
          private
        }
        subscriptionSummary {
          tier
          count
        }
      }
    `,
    client,
  );
  const t = (id: string) => intl.formatMessage({ id });
  const stat = (label: string, value: number, testId: string) => (
    <Stat.Root key={testId} data-testid={testId}>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="xl">{intl.formatNumber(value)}</Stat.ValueText>
    </Stat.Root>
  );
  const tierCount = (tier: string) => data.subscriptionSummary.find((entry) => entry.tier === tier)?.count ?? 0;
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
      <Card.Root variant="outline" bg="bg" size="sm">
        <Card.Body>
          <HStack justify="space-around">
            {stat(t('stats.users'), data.userCount, 'summary-users')}
            {stat(t('stats.devices'), data.deviceCount, 'summary-devices')}
            {stat(t('stats.networks'), data.networkCount, 'summary-networks')}
          </HStack>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" bg="bg" size="sm" aria-label={t('clients.summary.networks')} role="region">
        <Card.Body>
          <Heading size="sm" mb="2">
            {t('clients.summary.networks')}
          </Heading>
          <HStack justify="space-around">
            {stat(t('network.type.OPEN'), data.networkSummary.open, 'summary-open')}
            {stat(t('network.type.PUBLIC'), data.networkSummary.public, 'summary-public')}
            {stat(t('network.type.PRIVATE'), data.networkSummary.private, 'summary-private')}
          </HStack>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" bg="bg" size="sm" aria-label={t('clients.summary.subscriptions')} role="region">
        <Card.Body>
          <Heading size="sm" mb="2">
            {t('clients.summary.subscriptions')}
          </Heading>
          <SimpleGrid columns={6} gap="1">
            {TIERS.map((tier) => (
              <Stat.Root key={tier} size="sm" data-testid={`summary-${tier.toLowerCase()}`}>
                <Stat.Label>
                  <Text fontSize="xs">{t(`subscription.${tier}`)}</Text>
                </Stat.Label>
                <Stat.ValueText fontSize="md">{intl.formatNumber(tierCount(tier))}</Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}

import { Card, Heading, SimpleGrid, Table } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrganizationSummary_organization$key } from './__generated__/OrganizationSummary_organization.graphql';

const NETWORK_TYPES = ['OPEN', 'PUBLIC', 'PRIVATE'] as const;
const TIERS = ['MICRO', 'MINI', 'MEDI', 'MAXI', 'MEGA', 'MACRO'] as const;

/** Spec 002 section 2: the network summary table (open, public, private) and the subscription summary table. */
export function OrganizationSummary({ organization }: { organization: OrganizationSummary_organization$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment OrganizationSummary_organization on Organization {
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
    organization,
  );
  const t = (id: string) => intl.formatMessage({ id });
  const networks: Record<(typeof NETWORK_TYPES)[number], number> = {
    OPEN: data.networkSummary.open,
    PUBLIC: data.networkSummary.public,
    PRIVATE: data.networkSummary.private,
  };
  const tierCount = (tier: string) => data.subscriptionSummary.find((entry) => entry.tier === tier)?.count ?? 0;
  const summary = (title: string, testId: string, cells: { key: string; label: string; value: number }[]) => (
    <Card.Root variant="outline" bg="bg" size="sm">
      <Card.Body>
        <Heading as="h2" size="sm" mb="2">
          {title}
        </Heading>
        <Table.Root size="sm" aria-label={title} data-testid={testId}>
          <Table.Header>
            <Table.Row>
              {cells.map((cell) => (
                <Table.ColumnHeader key={cell.key} textAlign="end">
                  {cell.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              {cells.map((cell) => (
                <Table.Cell key={cell.key} textAlign="end" data-testid={`${testId}-${cell.key.toLowerCase()}`}>
                  {intl.formatNumber(cell.value)}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      {summary(
        t('organizations.summary.networks'),
        'summary-networks',
        NETWORK_TYPES.map((type) => ({ key: type, label: t(`network.type.${type}`), value: networks[type] })),
      )}
      {summary(
        t('organizations.summary.subscriptions'),
        'summary-subscriptions',
        TIERS.map((tier) => ({ key: tier, label: t(`subscription.${tier}`), value: tierCount(tier) })),
      )}
    </SimpleGrid>
  );
}

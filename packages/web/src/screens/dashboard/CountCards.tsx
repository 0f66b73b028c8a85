import { Card, LinkOverlay, SimpleGrid, Stat } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { CountCards_counts$key } from './__generated__/CountCards_counts.graphql';

type Kind = 'users' | 'clients' | 'devices' | 'networks' | 'incidents' | 'comments' | 'integrations';

// Where each card leads (spec 2, Dashboard); comments and integrations have no screen.
const cards: { kind: Kind; to?: string }[] = [
  { kind: 'users', to: '/users' },
  { kind: 'clients', to: '/clients' },
  { kind: 'devices', to: '/devices' },
  { kind: 'networks', to: '/networks' },
  { kind: 'incidents', to: '/' },
  { kind: 'comments' },
  { kind: 'integrations' },
];

export function CountCards({ counts }: { counts: CountCards_counts$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment CountCards_counts on StatCounts {
        users
        clients
        devices
        networks
        incidents
        comments
        integrations
      }
    `,
    counts,
  );
  return (
    <SimpleGrid columns={{ base: 2, md: 4, xl: 7 }} gap="4">
      {cards.map(({ kind, to }) => {
        const label = intl.formatMessage({ id: `stats.${kind}` });
        return (
          <Card.Root
            key={kind}
            variant="outline"
            bg="bg"
            shadow="xs"
            position="relative"
            data-testid={`count-${kind}`}
            _hover={to ? { borderColor: 'blue.muted', shadow: 'sm' } : undefined}
            transition="all 0.15s"
          >
            <Card.Body p="4">
              <Stat.Root>
                <Stat.Label>
                  {to ? (
                    <LinkOverlay asChild>
                      <RouterLink to={to}>{label}</RouterLink>
                    </LinkOverlay>
                  ) : (
                    label
                  )}
                </Stat.Label>
                <Stat.ValueText fontSize="2xl">{intl.formatNumber(data[kind])}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}

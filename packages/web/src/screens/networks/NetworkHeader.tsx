import { Badge, Box, Button, Card, DataList, Flex, Heading, HStack, Image, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { NetworkHeader_network$key } from './__generated__/NetworkHeader_network.graphql';
import { NetworkStatusBadges } from './NetworkBadges';
import { clientPath, userPath } from '../../router/paths';

/** Name, logo, status and type, client and owner of a network, with Edit and (admins) Delete. */
export function NetworkHeader({
  network,
  editing,
  onEdit,
  onDelete,
}: {
  network: NetworkHeader_network$key;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment NetworkHeader_network on Network {
        id
        number
        name
        type
        status
        address
        latitude
        longitude
        description
        logo {
          url
        }
        client {
          id
          name
        }
        owner {
          id
          displayName
          email
        }
        viewerCan {
          edit
          delete
        }
      }
    `,
    network,
  );
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const rows: [string, ReactNode][] = [
    [t('networks.screen.id'), String(data.number)],
    [
      t('networks.screen.client'),
      data.client ? (
        <Link asChild color="blue.fg" minW="0" overflowWrap="anywhere">
          <RouterLink to={clientPath(data.client.id)}>{data.client.name}</RouterLink>
        </Link>
      ) : (
        '—'
      ),
    ],
    [
      t('networks.screen.owner'),
      data.owner ? (
        <Link asChild color="blue.fg" minW="0" overflowWrap="anywhere">
          <RouterLink to={userPath(data.owner.id)}>
            {data.owner.displayName}
            {data.owner.email && data.owner.email !== data.owner.displayName ? ` (${data.owner.email})` : ''}
          </RouterLink>
        </Link>
      ) : (
        '—'
      ),
    ],
    [t('networks.screen.address'), data.address || '—'],
    [
      t('networks.screen.location'),
      // the map's text alternative: the coordinates as numbers, or that there are none
      data.latitude !== null && data.latitude !== undefined && data.longitude !== null && data.longitude !== undefined
        ? `${data.latitude}, ${data.longitude}` // as the form's inputs take them, in every language
        : t('networks.screen.locationNotSet'),
    ],
  ];
  if (data.description) rows.push([t('networks.screen.description'), data.description]);

  return (
    <Card.Root variant="outline" bg="bg" data-testid="network-header">
      <Card.Body>
        <Stack gap="4">
          <Flex justify="space-between" align="start" gap="3" wrap="wrap">
            <HStack gap="4" align="start" minW="0">
              {data.logo?.url && (
                <Box boxSize="16" flexShrink={0} borderWidth="1px" borderRadius="md" overflow="hidden">
                  <Image
                    src={data.logo.url}
                    alt={t('networks.screen.logo', { name: data.name })}
                    w="full"
                    h="full"
                    objectFit="contain"
                  />
                </Box>
              )}
              <Stack gap="2" minW="0">
                <Heading as="h1" size="2xl" data-testid="network-name" overflowWrap="anywhere">
                  {data.name}
                </Heading>
                <HStack gap="2" wrap="wrap">
                  <Badge variant="subtle">{t(`network.type.${data.type}`)}</Badge>
                  {data.status === 'ACTIVE' ? (
                    <Badge variant="outline" colorPalette="green">
                      {t('networks.status.ACTIVE')}
                    </Badge>
                  ) : (
                    <NetworkStatusBadges status={data.status} />
                  )}
                </HStack>
              </Stack>
            </HStack>
            <HStack gap="2" wrap="wrap">
              <Button asChild size="sm" variant="ghost">
                <RouterLink to="/networks">{t('networks.screen.back')}</RouterLink>
              </Button>
              {data.viewerCan.edit && !editing && (
                <Button size="sm" variant="outline" onClick={onEdit}>
                  {t('common.edit')}
                </Button>
              )}
              {data.viewerCan.delete && (
                <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
                  {t('common.delete')}
                </Button>
              )}
            </HStack>
          </Flex>
          <DataList.Root orientation="horizontal" gap="2" size="sm">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
                <DataList.ItemValue overflowWrap="anywhere" minW="0">
                  {value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

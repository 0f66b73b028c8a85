import { Alert, Badge, Card, DataList, Flex, Heading, HStack, Link, Stack, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { RoleBadges } from '../../../shell/RoleBadges';
import type { ProfileHeader_user$key } from './__generated__/ProfileHeader_user.graphql';
import { clientPath, organizationPath } from '../../../router/paths';
import { formatDateTime } from '../../../format/date';

/** The action log filtered to one entity (the profile's "Changes" link). */
export const changesPath = (entityId: string) => `/system?tab=actions&entity=${encodeURIComponent(entityId)}`;

/** Name, roles, status, e-mail and affiliations of a user, with the deleted banner and the Changes link. */
export function ProfileHeader({ user }: { user: ProfileHeader_user$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProfileHeader_user on User {
        id
        displayName
        email
        username
        status
        deactivatedAt
        samlEnabled
        roles
        client {
          id
          name
        }
        clients {
          id
          name
        }
        organization {
          id
          name
        }
        viewerCan {
          readOnlyReason
        }
        ...RoleBadges_user
      }
    `,
    user,
  );
  const t = (id: string) => intl.formatMessage({ id });
  const clientLink = (client: { id: string; name: string }) => (
    <Link asChild key={client.id} color="blue.fg">
      <RouterLink to={clientPath(client.id)}>{client.name}</RouterLink>
    </Link>
  );
  const rows: [string, ReactNode][] = [
    [t('profile.email'), data.email],
    [t('profile.username'), data.username || '—'],
    [t('profile.client'), data.client ? clientLink(data.client) : '—'],
  ];
  if (data.roles.includes('MULTI_CLIENT_ADMIN'))
    rows.push([t('profile.clients'), data.clients.length ? <Wrap gap="3">{data.clients.map(clientLink)}</Wrap> : '—']);
  rows.push([
    t('profile.organization'),
    data.organization ? (
      <Link asChild color="blue.fg">
        <RouterLink to={organizationPath(data.organization.id)}>{data.organization.name}</RouterLink>
      </Link>
    ) : (
      '—'
    ),
  ]);

  return (
    <Card.Root variant="outline" bg="bg" data-testid="profile-header">
      <Card.Body>
        <Stack gap="4">
          {data.deactivatedAt && (
            <Alert.Root status="warning" data-testid="profile-deleted">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('profile.deleted.title')}</Alert.Title>
                <Alert.Description>
                  {intl.formatMessage(
                    { id: 'profile.deleted.description' },
                    { date: formatDateTime(data.deactivatedAt) },
                  )}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {(data.viewerCan.readOnlyReason === 'REACH_OUTSIDE_SCOPE' ||
            data.viewerCan.readOnlyReason === 'HIGHER_ROLE') && (
            <Alert.Root status="info" data-testid="profile-read-only">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('profile.readOnly.title')}</Alert.Title>
                <Alert.Description>{t(`profile.readOnly.${data.viewerCan.readOnlyReason}`)}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Flex justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="2" minW="0">
              <Heading as="h1" size="2xl" data-testid="profile-name" overflowWrap="anywhere">
                {data.displayName}
              </Heading>
              <HStack gap="2" wrap="wrap">
                <RoleBadges user={data} />
                {data.roles.length === 1 && data.roles[0] === 'USER' && (
                  <Badge variant="subtle">{t('role.USER')}</Badge>
                )}
                {!data.deactivatedAt && (
                  <Badge colorPalette={data.status === 'ACTIVE' ? 'green' : 'orange'} variant="outline">
                    {t(`users.status.${data.status}`)}
                  </Badge>
                )}
                {data.samlEnabled && (
                  <Badge colorPalette="gray" variant="outline">
                    {t('profile.sso')}
                  </Badge>
                )}
              </HStack>
            </Stack>
            <Link asChild fontSize="sm" color="blue.fg">
              <RouterLink to={changesPath(data.id)} data-testid="profile-changes">
                {t('profile.changes')}
              </RouterLink>
            </Link>
          </Flex>
          <DataList.Root orientation="horizontal" gap="2" size="sm">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
                <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

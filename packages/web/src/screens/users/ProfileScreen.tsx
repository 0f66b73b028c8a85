import { Badge, Card, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import type { ProfileScreenQuery } from './__generated__/ProfileScreenQuery.graphql';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

export const profileScreenQuery = graphql`
  query ProfileScreenQuery($id: ID!) {
    node(id: $id) {
      ... on User {
        id
        displayName
        email
        firstName
        lastName
        username
        roles
        language
        twoFaEnabled
      }
    }
  }
`;

export function ProfileScreen({ queryRef }: { queryRef: PreloadedQuery<ProfileScreenQuery> }) {
  const intl = useIntl();
  const { node: user } = usePreloadedQuery<ProfileScreenQuery>(profileScreenQuery, queryRef);
  useDocumentTitle(user?.email ? user.displayName : intl.formatMessage({ id: 'notFound.title' }));
  if (!user?.email) return <NotFoundScreen />;
  const t = (id: string) => intl.formatMessage({ id });
  const rows: [string, React.ReactNode][] = [
    [t('profile.name'), [user.firstName, user.lastName].filter(Boolean).join(' ') || '—'],
    [t('profile.username'), user.username ?? '—'],
    [t('profile.email'), user.email],
    [
      t('profile.roles'),
      <HStack gap="1.5" wrap="wrap">
        {user.roles?.map((role) => (
          <Badge key={role} variant="subtle">
            {t(`role.${role}`)}
          </Badge>
        ))}
      </HStack>,
    ],
    [t('profile.language'), user.language ? t(`language.${user.language.toLowerCase()}`) : '—'],
    [
      t('profile.twoFactor'),
      <Badge colorPalette={user.twoFaEnabled ? 'green' : 'gray'} variant="subtle">
        {t(user.twoFaEnabled ? 'common.on' : 'common.off')}
      </Badge>,
    ],
  ];
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {user.displayName}
        </Heading>
        <Text color="fg.muted">{t('profile.subtitle')}</Text>
      </Stack>
      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          <DataList.Root orientation="horizontal" gap="4">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

import { Badge, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RoleBadges_user$key } from './__generated__/RoleBadges_user.graphql';

const roleLabels: Record<string, { id: string; palette: string }> = {
  ADMIN: { id: 'role.ADMIN', palette: 'purple' },
  CLIENT_ADMIN: { id: 'role.CLIENT_ADMIN', palette: 'blue' },
  MULTI_CLIENT_ADMIN: { id: 'role.MULTI_CLIENT_ADMIN', palette: 'cyan' },
  ORGANIZATION_ADMIN: { id: 'role.ORGANIZATION_ADMIN', palette: 'teal' },
};

export function RoleBadges({ user }: { user: RoleBadges_user$key }) {
  const intl = useIntl();
  const { roles } = useFragment(
    graphql`
      fragment RoleBadges_user on User {
        roles
      }
    `,
    user,
  );
  return (
    <HStack gap="2" wrap="wrap">
      {roles
        .filter((role) => roleLabels[role])
        .map((role) => (
          <Badge key={role} colorPalette={roleLabels[role].palette} variant="subtle">
            {intl.formatMessage({ id: roleLabels[role].id })}
          </Badge>
        ))}
    </HStack>
  );
}

import { Badge, Stack, Text, Wrap } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { config } from '../config';
import type { SystemBadges_query$key } from './__generated__/SystemBadges_query.graphql';

/** Heartbeats and server version; the fields are only fetched for admins. */
export function SystemBadges({ query }: { query: SystemBadges_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment SystemBadges_query on Query @argumentDefinitions(isAdmin: { type: "Boolean!", defaultValue: false }) {
        serverVersion @include(if: $isAdmin)
        heartbeats @include(if: $isAdmin) {
          name
          status
          ok
        }
      }
    `,
    query,
  );
  if (!data.heartbeats && !data.serverVersion) return null;
  const versionOk = data.serverVersion === config.expectedServerVersion;
  return (
    <Stack gap="2" data-testid="system-badges">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {intl.formatMessage({ id: 'shell.system' })}
      </Text>
      <Wrap gap="1.5">
        {data.heartbeats?.map((heartbeat) => (
          <Badge key={heartbeat.name} colorPalette={heartbeat.ok ? 'green' : 'red'} variant="subtle">
            {heartbeat.name}: {heartbeat.status}
          </Badge>
        ))}
        {data.serverVersion != null && (
          <Badge
            colorPalette={versionOk ? 'green' : 'orange'}
            variant="subtle"
            title={
              versionOk
                ? undefined
                : intl.formatMessage({ id: 'shell.version.mismatch' }, { expected: config.expectedServerVersion })
            }
          >
            {intl.formatMessage({ id: 'shell.version' }, { version: data.serverVersion })}
          </Badge>
        )}
      </Wrap>
    </Stack>
  );
}

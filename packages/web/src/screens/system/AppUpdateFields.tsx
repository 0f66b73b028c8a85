import { Box, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { CheckboxField, FormField } from '../../ui/form';
import type {
  AppUpdateFields_versions$data,
  AppUpdateFields_versions$key,
} from './__generated__/AppUpdateFields_versions.graphql';
import type { SystemState } from './systemState';

type AppVersions = AppUpdateFields_versions$data;

const OS_NAMES = ['ios', 'android'] as const;
type OsName = (typeof OS_NAMES)[number];
const LABELS: Record<OsName, string> = { ios: 'iOS', android: 'Android' };

/** The latest recorded version of an OS (the platform answers os in its own case). */
export const latestVersion = (versions: AppVersions, os: OsName) =>
  versions.latest.find((entry) => entry.os.toLowerCase() === os)?.version ?? null;

/** OS update mode: which OS, the version to announce (the latest recorded one to start from), the versions in use. */
export function AppUpdateFields({
  state,
  versions: versionsKey,
  onChange,
}: {
  state: SystemState;
  versions: AppUpdateFields_versions$key;
  onChange: (change: Partial<SystemState>) => void;
}) {
  const intl = useIntl();
  const versions = useFragment(
    graphql`
      fragment AppUpdateFields_versions on SystemVersions {
        latest {
          os
          version
        }
        inUse {
          os
          version
          users
        }
      }
    `,
    versionsKey,
  );
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {OS_NAMES.map((os) => {
        const latest = latestVersion(versions, os);
        const inUse = versions.inUse.filter((entry) => entry.os.toLowerCase() === os);
        return (
          <Stack key={os} gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid={`app-update-${os}`}>
            <CheckboxField
              label={LABELS[os]}
              checked={state.os[os]}
              onChange={(checked) =>
                onChange({
                  os: { ...state.os, [os]: checked },
                  // start from the version the apps know as latest
                  versions: { ...state.versions, [os]: state.versions[os] || latest || '' },
                })
              }
            />
            {state.os[os] && (
              <FormField
                label={t('system.notifications.version', { os: LABELS[os] })}
                helperText={t('system.notifications.versionHelp')}
                id={`app-version-${os}`}
              >
                <Input
                  size="sm"
                  inputMode="decimal"
                  placeholder="1.2.3"
                  value={state.versions[os]}
                  onChange={(event) => onChange({ versions: { ...state.versions, [os]: event.currentTarget.value } })}
                />
              </FormField>
            )}
            <Box fontSize="sm" color="fg.muted">
              <Text>
                {latest ? t('system.notifications.latest', { version: latest }) : t('system.notifications.noLatest')}
              </Text>
              <Text>
                {inUse.length > 0
                  ? t('system.notifications.inUse', {
                      versions: inUse
                        .slice(0, 5)
                        .map((entry) =>
                          t('system.notifications.inUseEntry', { version: entry.version, users: entry.users }),
                        )
                        .join(', '),
                    })
                  : t('system.notifications.noneInUse')}
              </Text>
            </Box>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import type { NewDeviceScreenQuery } from './__generated__/NewDeviceScreenQuery.graphql';
import { DeviceForm } from './DeviceForm';

export const newDeviceScreenQuery = graphql`
  query NewDeviceScreenQuery {
    viewer {
      id
      roles
    }
  }
`;

/** /devices/new: the DALM device form for a new device; Save goes to the new device's page. */
export function NewDeviceScreen({ queryRef }: { queryRef: PreloadedQuery<NewDeviceScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<NewDeviceScreenQuery>(newDeviceScreenQuery, queryRef);
  const t = (id: string) => intl.formatMessage({ id });
  useDocumentTitle(t('device.form.newTitle'));
  return (
    <Stack gap="6" maxW="6xl">
      <Box>
        <Heading as="h1" size="2xl">
          {t('device.form.newTitle')}
        </Heading>
        <Text color="fg.muted">{t('device.form.newSubtitle')}</Text>
      </Box>
      <DeviceForm device={null} viewerRoles={data.viewer?.roles} />
    </Stack>
  );
}

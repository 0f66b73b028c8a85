import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import type { NewSensorDeviceScreenQuery } from './__generated__/NewSensorDeviceScreenQuery.graphql';
import { SensorDeviceForm } from './SensorDeviceForm';

export const newSensorDeviceScreenQuery = graphql`
  query NewSensorDeviceScreenQuery {
    viewer {
      id
      roles
    }
  }
`;

/** /collactivate-devices/new: the sensor form for a new sensor; Save goes to the new sensor's page. */
export function NewSensorDeviceScreen({ queryRef }: { queryRef: PreloadedQuery<NewSensorDeviceScreenQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<NewSensorDeviceScreenQuery>(newSensorDeviceScreenQuery, queryRef);
  const t = (id: string) => intl.formatMessage({ id });
  useDocumentTitle(t('sensors.form.newTitle'));
  return (
    <Stack gap="6" maxW="6xl">
      <Box>
        <Heading as="h1" size="2xl">
          {t('sensors.form.newTitle')}
        </Heading>
        <Text color="fg.muted">{t('sensors.form.newSubtitle')}</Text>
      </Box>
      <SensorDeviceForm device={null} viewerRoles={data.viewer?.roles} />
    </Stack>
  );
}

import { Alert, Card, Heading, Stack } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SwitchField, type FieldErrors } from '../../../ui/form';
import { TestModeField } from '../TestModeField';
import { DeletedFlagField } from './DeletedFlag';
import type { DeviceFormBase } from './rules';

/** A titled card of a device form (a region named by its title). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg" as="section" aria-label={title}>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** A failed save in the server's words (spec 002 section 8: a danger alert). */
export function FailureAlert({ failure, testId }: { failure: string | null; testId?: string }) {
  if (!failure) return null;
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Description>{failure}</Alert.Description>
    </Alert.Root>
  );
}

/** What the shared cards take of useDeviceForm (any device form's state). */
export interface DeviceFormFields {
  values: DeviceFormBase;
  errors: FieldErrors;
  set<K extends keyof DeviceFormBase>(key: K, value: DeviceFormBase[K]): void;
  touch: (key: string) => () => void;
  moveTo: (latitude: number, longitude: number) => void;
  testMode: ComponentProps<typeof TestModeField>;
}

/**
 * The Settings card of the Flic and sensor forms (texts `<messages>.section.settings`, `.clustering`,
 * `.deleted`, `.deletedHelp`): test mode with its timeout, clustering and, on an existing device, the
 * deleted flag with its help.
 */
export function SettingsSection({
  messages,
  state,
  existing,
  readOnly,
}: {
  messages: string;
  state: DeviceFormFields;
  existing: boolean;
  readOnly: boolean;
}) {
  const intl = useIntl();
  // ids relative to the form's own messages (`<messages>.<id>`)
  const own = (id: string) => intl.formatMessage({ id: `${messages}.${id}` });
  return (
    <Section title={own('section.settings')}>
      <TestModeField {...state.testMode} />
      <SwitchField
        label={own('clustering')}
        checked={state.values.enableClustering}
        disabled={readOnly}
        onChange={(checked) => state.set('enableClustering', checked)}
      />
      {existing && (
        <DeletedFlagField
          label={own('deleted')}
          help={own('deletedHelp')}
          checked={state.values.deleted}
          disabled={readOnly}
          onChange={(checked) => state.set('deleted', checked)}
        />
      )}
    </Section>
  );
}

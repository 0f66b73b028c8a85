import {
  Box,
  Card,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Separator,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CheckboxField, FormField, InlineErrors, SwitchField, type FieldErrors } from '../../../ui/form';
import { useDocumentSearch, useNetworkSearch, useUserSearch } from '../../../ui/Pickers';
import { SearchPicker } from '../../../ui/SearchPicker';
import { meetingLinkError } from '../validation';
import { DeviceOutputControl } from './DeviceOutputControl';
import { RadiusInput } from './RadiusInput';
import {
  DEFAULT_COLORS,
  hasDeviceOutputControl,
  hasMeetingLink,
  setCreatePublicAlert,
  setEnforced,
  setRadiusEnabled,
  SOUNDS,
  type AlertSound,
  type PolicyCategoryState,
} from './rules';

interface Props {
  clientId: string;
  state: PolicyCategoryState;
  onChange: (next: PolicyCategoryState) => void;
  /** The Disabled box may not be checked (it would leave fewer than two categories enabled). */
  disableLocked: boolean;
  onDisabledChange: (disabled: boolean) => void;
  errors: FieldErrors;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** One alert category of the policy: every field, with the section 4 rules. */
export function CategoryEditor({ clientId, state, onChange, disableLocked, onDisabledChange, errors }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const name = t(`alertCategory.${state.category}`);
  const err = (field: string) => errors[`categories.${state.category}.${field}`];
  const set = <K extends keyof PolicyCategoryState>(key: K, value: PolicyCategoryState[K]) =>
    onChange({ ...state, [key]: value });
  const locked = !state.enforced;
  const userSearch = useUserSearch({ clientId });
  const networkSearch = useNetworkSearch({ clientId });
  const documentSearch = useDocumentSearch({ clientId });
  const linkProblem = hasMeetingLink(state.category) ? meetingLinkError(state.meetingLink) : null;

  const check = (
    key:
      | 'overwriteAll'
      | 'streamingEnabled'
      | 'disableEscalation'
      | 'enableConfirmationComment'
      | 'enableTwoStepConfirmation',
  ) => (
    <Box key={key}>
      <CheckboxField
        label={t(`policy.field.${key}`)}
        checked={state[key]}
        disabled={locked}
        onChange={(checked) => set(key, checked)}
      />
      <InlineErrors errors={err(key)} />
    </Box>
  );

  return (
    <Card.Root variant="outline" bg="bg" role="group" aria-label={name} data-testid={`policy-${state.category}`}>
      <Card.Header pb="2">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <HStack gap="3">
            <Box
              w="5"
              h="5"
              borderRadius="sm"
              borderWidth="1px"
              bg={DEFAULT_COLORS[state.category]}
              title={intl.formatMessage({ id: 'policy.defaultColor' }, { color: DEFAULT_COLORS[state.category] })}
            />
            <Heading size="md">{name}</Heading>
          </HStack>
          <HStack gap="6">
            <SwitchField
              label={t('policy.field.enforced')}
              checked={state.enforced}
              onChange={(on) => onChange(setEnforced(state, on))}
            />
            <CheckboxField
              label={t('policy.field.disabled')}
              checked={state.disabled}
              disabled={locked || (disableLocked && !state.disabled)}
              onChange={onDisabledChange}
              data-locked={disableLocked ? 'true' : undefined}
            />
          </HStack>
        </Flex>
        <InlineErrors errors={[...(err('enforced') ?? []), ...(err('disabled') ?? [])]} />
      </Card.Header>
      <Card.Body>
        {locked && (
          <Text fontSize="sm" color="fg.muted" mb="3">
            {t('policy.enforceFirst')}
          </Text>
        )}
        {/* no dimming of the whole category: its fields show their own disabled state, and faded section
            titles and units fell below the AA contrast of 4.5:1 */}
        <Stack gap="5">
          <Section title={t('policy.section.alert')}>
            <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
              <FormField label={t('policy.field.title')} errors={err('title')} disabled={locked}>
                <Input size="sm" value={state.title} onChange={(event) => set('title', event.target.value)} />
              </FormField>
              <FormField label={t('policy.field.sound')} errors={err('sound')} disabled={locked}>
                <NativeSelect.Root size="sm" disabled={locked}>
                  <NativeSelect.Field
                    value={state.sound}
                    onChange={(event) => set('sound', event.currentTarget.value as AlertSound)}
                  >
                    {SOUNDS.map((sound) => (
                      <option key={sound} value={sound}>
                        {t(`sound.${sound}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={t('policy.field.description')} errors={err('description')} disabled={locked}>
                <Textarea
                  size="sm"
                  rows={2}
                  value={state.description}
                  onChange={(event) => set('description', event.target.value)}
                />
              </FormField>
              <FormField label={t('policy.field.instructions')} errors={err('instructions')} disabled={locked}>
                <Textarea
                  size="sm"
                  rows={2}
                  value={state.instructions}
                  onChange={(event) => set('instructions', event.target.value)}
                />
              </FormField>
              <FormField label={t('policy.field.document')} errors={err('documentId')} disabled={locked}>
                <SearchPicker
                  single
                  label={t('policy.field.document')}
                  selected={state.document ? [state.document] : []}
                  onChange={(documents) => set('document', documents[0] ?? null)}
                  search={documentSearch}
                  disabled={locked}
                />
              </FormField>
              {hasMeetingLink(state.category) && (
                <FormField
                  label={t('policy.field.meetingLink')}
                  errors={linkProblem ? [t(`fieldError.${linkProblem}`)] : err('meetingLink')}
                  helperText={t('policy.meetingLink.help')}
                  disabled={locked}
                >
                  <Input
                    size="sm"
                    type="url"
                    placeholder="https://"
                    value={state.meetingLink ?? ''}
                    onChange={(event) => set('meetingLink', event.target.value)}
                  />
                </FormField>
              )}
            </Grid>
          </Section>
          <Separator />
          <Section title={t('policy.section.behaviour')}>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' }} gap="3">
              {check('overwriteAll')}
              {check('streamingEnabled')}
              {check('disableEscalation')}
              {check('enableConfirmationComment')}
              {check('enableTwoStepConfirmation')}
            </Grid>
          </Section>
          <Separator />
          <Section title={t('policy.section.recipients')}>
            <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
              <FormField label={t('policy.field.selectedUsers')} errors={err('selectedUserIds')} disabled={locked}>
                <SearchPicker
                  label={t('policy.field.selectedUsers')}
                  selected={state.selectedUsers}
                  onChange={(users) => set('selectedUsers', users)}
                  search={userSearch}
                  disabled={locked}
                />
              </FormField>
              <FormField
                label={t('policy.field.notifySelectedUsersOutsideOfRange')}
                errors={err('notifySelectedUserIdsOutsideOfRange')}
                disabled={locked}
              >
                <SearchPicker
                  label={t('policy.field.notifySelectedUsersOutsideOfRange')}
                  selected={state.notifySelectedUsersOutsideOfRange}
                  onChange={(users) => set('notifySelectedUsersOutsideOfRange', users)}
                  search={userSearch}
                  disabled={locked}
                />
              </FormField>
              <FormField
                label={t('policy.field.selectedNetworks')}
                errors={err('selectedNetworkIds')}
                disabled={locked}
              >
                <SearchPicker
                  label={t('policy.field.selectedNetworks')}
                  selected={state.selectedNetworks}
                  onChange={(networks) => set('selectedNetworks', networks)}
                  search={networkSearch}
                  disabled={locked}
                />
              </FormField>
              <Stack gap="2">
                <CheckboxField
                  label={t('policy.field.selectedNetworksRadiusEnabled')}
                  checked={state.selectedNetworksRadiusEnabled}
                  disabled={locked}
                  onChange={(on) => onChange(setRadiusEnabled(state, 'selectedNetworks', on))}
                />
                <HStack>
                  <RadiusInput
                    label={t('policy.field.selectedNetworksRadius')}
                    value={state.selectedNetworksRadius}
                    disabled={locked || !state.selectedNetworksRadiusEnabled}
                    onChange={(value) => set('selectedNetworksRadius', value)}
                  />
                  <Text fontSize="sm" color="fg.muted">
                    {t('policy.metres')}
                  </Text>
                </HStack>
                <InlineErrors
                  errors={[...(err('selectedNetworksRadius') ?? []), ...(err('selectedNetworksRadiusEnabled') ?? [])]}
                />
              </Stack>
            </Grid>
          </Section>
          <Separator />
          <Section title={t('policy.section.public')}>
            <CheckboxField
              label={t('policy.field.createPublicAlert')}
              checked={state.createPublicAlert}
              disabled={locked}
              onChange={(on) => onChange(setCreatePublicAlert(state, on))}
            />
            <Stack gap="2" ps="6" borderStartWidth="2px" ms="2">
              <CheckboxField
                label={t('policy.field.alertAllAvailableNetworks')}
                checked={state.alertAllAvailableNetworks}
                disabled={locked || !state.createPublicAlert}
                onChange={(checked) => set('alertAllAvailableNetworks', checked)}
              />
              <InlineErrors errors={err('alertAllAvailableNetworks')} />
              {state.alertAllAvailableUsers !== null && (
                <>
                  <CheckboxField
                    label={t('policy.field.alertAllAvailableUsers')}
                    checked={state.alertAllAvailableUsers}
                    disabled={locked || !state.createPublicAlert}
                    onChange={(checked) => set('alertAllAvailableUsers', checked)}
                  />
                  <InlineErrors errors={err('alertAllAvailableUsers')} />
                </>
              )}
              <CheckboxField
                label={t('policy.field.publicRadiusEnabled')}
                checked={state.publicRadiusEnabled}
                disabled={locked || !state.createPublicAlert}
                onChange={(on) => onChange(setRadiusEnabled(state, 'public', on))}
              />
              <HStack>
                <RadiusInput
                  label={t('policy.field.publicRadius')}
                  value={state.publicRadius}
                  disabled={locked || !state.createPublicAlert || !state.publicRadiusEnabled}
                  onChange={(value) => set('publicRadius', value)}
                />
                <Text fontSize="sm" color="fg.muted">
                  {t('policy.metres')}
                </Text>
              </HStack>
              <InlineErrors errors={[...(err('publicRadius') ?? []), ...(err('publicRadiusEnabled') ?? [])]} />
            </Stack>
          </Section>
          {hasDeviceOutputControl(state.category) && (
            <>
              <Separator />
              <Section title={t('policy.section.deviceOutputs')}>
                <CheckboxField
                  label={t('policy.field.enableDeviceOutputControl')}
                  checked={Boolean(state.enableDeviceOutputControl)}
                  disabled={locked}
                  onChange={(on) =>
                    onChange({
                      ...state,
                      enableDeviceOutputControl: on,
                      deviceOutputControl: on ? (state.deviceOutputControl ?? []) : [],
                    })
                  }
                />
                {state.enableDeviceOutputControl && (
                  <DeviceOutputControl
                    clientId={clientId}
                    categoryName={name}
                    value={state.deviceOutputControl ?? []}
                    disabled={locked}
                    onChange={(value) => set('deviceOutputControl', value)}
                  />
                )}
                <InlineErrors errors={err('deviceOutputControl')} />
              </Section>
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

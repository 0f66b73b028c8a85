import { Alert, Button, Card, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { errorMessage } from '../../../../i18n/errorMessage';
import { fieldErrorText, FormField, usePromiseMutation } from '../../../../ui/form';
import { notify } from '../../../../ui/toaster';
import type { UserResetPasswordTab_user$key } from './__generated__/UserResetPasswordTab_user.graphql';
import type { UserResetPasswordTabGenerateQuery } from './__generated__/UserResetPasswordTabGenerateQuery.graphql';
import type { UserResetPasswordTabSaveMutation } from './__generated__/UserResetPasswordTabSaveMutation.graphql';

const generateQuery = graphql`
  query UserResetPasswordTabGenerateQuery {
    generatedPassword
  }
`;

/** Where the reset stands: nothing yet, a password shown, copied (Save on), saved. */
export type ResetStep = 'idle' | 'generated' | 'copied' | 'saved';

/**
 * Reset password (spec 001 section 2): the platform generates a password, the admin copies it, then Save
 * sets it (the user is signed out everywhere and gets it by e-mail), then a saved state shows.
 */
export function UserResetPasswordTab({ user }: { user: UserResetPasswordTab_user$key }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment UserResetPasswordTab_user on User {
        id
        email
      }
    `,
    user,
  );
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<ResetStep>('idle');
  const [generating, setGenerating] = useState(false);
  const [save, saving] = usePromiseMutation<UserResetPasswordTabSaveMutation>(graphql`
    mutation UserResetPasswordTabSaveMutation($id: ID!, $password: String!) {
      resetUserPassword(id: $id, password: $password) {
        user {
          id
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  const t = (id: string) => intl.formatMessage({ id });

  const generate = async () => {
    setGenerating(true);
    try {
      const result = await fetchQuery<UserResetPasswordTabGenerateQuery>(
        environment,
        generateQuery,
        {},
        { fetchPolicy: 'network-only' },
      ).toPromise();
      if (!result) throw new Error('no password');
      setPassword(result.generatedPassword);
      setStep('generated');
    } catch (error) {
      notify.error(errorMessage(intl, error));
    } finally {
      setGenerating(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      notify.success(t('profile.reset.copiedToast'));
    } catch {
      // a browser without clipboard access: the password is on screen to copy by hand
      notify.error(t('profile.reset.copyFailed'));
    }
    setStep('copied');
  };

  const submit = async () => {
    try {
      const { resetUserPassword } = await save({ id: data.id, password });
      if (resetUserPassword.errors.length) {
        notify.error(fieldErrorText(intl, resetUserPassword.errors[0]!));
        return;
      }
      setStep('saved');
      setPassword('');
    } catch (error) {
      notify.error(errorMessage(intl, error));
    }
  };

  return (
    <Card.Root variant="outline" bg="bg" maxW="2xl">
      <Card.Body>
        <Stack gap="4">
          <Text color="fg.muted">{intl.formatMessage({ id: 'profile.reset.help' }, { email: data.email })}</Text>
          {step === 'saved' ? (
            <Alert.Root status="success" data-testid="reset-saved">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('profile.reset.saved')}</Alert.Title>
                <Alert.Description>
                  {intl.formatMessage({ id: 'profile.reset.savedDescription' }, { email: data.email })}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <FormField label={t('profile.reset.password')} helperText={t('profile.reset.copyFirst')}>
              <Input
                readOnly
                value={password}
                placeholder={t('profile.reset.placeholder')}
                fontFamily="mono"
                data-testid="reset-password-value"
              />
            </FormField>
          )}
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => void generate()} loading={generating} disabled={saving}>
              {t(step === 'idle' || step === 'saved' ? 'profile.reset.generate' : 'profile.reset.regenerate')}
            </Button>
            {step !== 'saved' && (
              <>
                <Button variant="outline" onClick={() => void copy()} disabled={step === 'idle' || saving}>
                  {t(step === 'copied' ? 'profile.reset.copied' : 'profile.reset.copy')}
                </Button>
                <Button colorPalette="blue" onClick={() => void submit()} disabled={step !== 'copied'} loading={saving}>
                  {t('common.save')}
                </Button>
              </>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

import { Box, Button, CloseButton, Dialog, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../i18n/errorMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { fieldErrorText, usePromiseMutation } from '../../../ui/form';
import { notify } from '../../../ui/toaster';
import type { ImportUsersWizardCheckQuery } from './__generated__/ImportUsersWizardCheckQuery.graphql';
import type { ImportUsersWizardImportMutation } from './__generated__/ImportUsersWizardImportMutation.graphql';
import type { ParsedImportFile } from './parseFile';
import { parseOffThread } from './parseOffThread';
import { StepClientInfo, type ClientInfoValues } from './StepClientInfo';
import { StepDone, type ImportOutcome } from './StepDone';
import { StepFile } from './StepFile';
import { StepReview } from './StepReview';
import { checkRequest, countRows, validateRecords, withServerErrors, type ValidationResult } from './validateRows';
import { ImportFileError } from './zipGuard';
import { clientPath } from '../../../router/paths';

// The client's networks fetched for ALL: one page of the gateway's largest size (MAX_PAGE_SIZE in
// gateway/src/connections/offsetConnection.ts); a client with more networks is refused with a message
// rather than given a silently partial ALL.
const ALL_NETWORKS_PAGE = 200;

const checkQuery = graphql`
  query ImportUsersWizardCheckQuery(
    $clientId: ID!
    $emails: [String!]!
    $usernames: [String!]!
    $networkNames: [String!]!
    $needsAll: Boolean!
    $allPage: Int!
  ) {
    userImportCheck(clientId: $clientId, emails: $emails, usernames: $usernames, networkNames: $networkNames) {
      existingUsers {
        email
        username
        inClient
        unavailable
      }
      existingNetworks {
        id
        name
      }
    }
    client: node(id: $clientId) {
      ... on Client {
        id
        name
        createdAt
        networks(first: $allPage) @include(if: $needsAll) {
          totalCount
          edges {
            node {
              network {
                id
                name
              }
            }
          }
        }
      }
    }
  }
`;

const importMutation = graphql`
  mutation ImportUsersWizardImportMutation($clientId: ID!, $input: UserImportInput!) {
    importUsers(clientId: $clientId, input: $input) {
      imported {
        id
        email
      }
      skipped {
        row
        email
        reasons
      }
      errors {
        row
        field
        code
      }
      fieldErrors {
        field
        code
        message
      }
      client {
        id
        name
        userCount
      }
    }
  }
`;

export interface ImportUsersWizardProps {
  /** Global id of the client the users are imported into. */
  clientId: string;
  open: boolean;
  onClose: () => void;
}

export type WizardStep = 1 | 2 | 3 | 4;

export interface ReviewState {
  fileName: string;
  parsed: ParsedImportFile;
  result: ValidationResult;
  client: { name: string; createdAt: string };
  /** The platform refused rows on the last import attempt (nothing was written). */
  refusedByServer: number;
}

/**
 * The bulk import (spec 001 section 2 "Import wizard"): 1 the file (checked, then read in a worker),
 * 2 the review (networks, every row with its errors and warnings, counts), 3 the client info, 4 the
 * outcome with the skipped users and a results file. The modal's state lives only while it is open.
 */
export function ImportUsersWizard({ clientId, open, onClose }: ImportUsersWizardProps) {
  return open ? <WizardDialog clientId={clientId} onClose={onClose} /> : null;
}

function WizardDialog({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [step, setStep] = useState<WizardStep>(1);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [review, setReview] = useState<ReviewState | null>(null);
  const [clientInfo, setClientInfo] = useState<ClientInfoValues | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const [runImport, importing] = usePromiseMutation<ImportUsersWizardImportMutation>(importMutation);
  const readId = useRef(0);

  const finish = useCallback(() => {
    onClose();
    navigate(clientPath(clientId));
  }, [clientId, navigate, onClose]);

  /** Escape, the close button: ask first when a file is loaded and not yet imported. */
  const requestClose = () => {
    if (step === 4) finish();
    else if (review || reading) setConfirmClose(true);
    else onClose();
  };

  const readFile = async (file: File) => {
    const id = ++readId.current;
    setReading(true);
    setFileError(null);
    setReview(null);
    try {
      const parsed = await parseOffThread(file);
      const request = checkRequest(parsed.records);
      const data = await fetchQuery<ImportUsersWizardCheckQuery>(
        environment,
        checkQuery,
        {
          clientId,
          emails: request.emails,
          usernames: request.usernames,
          networkNames: request.networkNames,
          needsAll: request.needsAll,
          allPage: ALL_NETWORKS_PAGE,
        },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      if (id !== readId.current) return;
      const check = data?.userImportCheck;
      const client = data?.client;
      if (!check || !client?.name) throw new Error('no answer');
      const allConnection = client.networks;
      if (request.needsAll && allConnection && allConnection.totalCount > ALL_NETWORKS_PAGE) {
        setFileError(t('importUsers.fileError.TOO_MANY_NETWORKS', { max: ALL_NETWORKS_PAGE }));
        return;
      }
      const result = validateRecords(parsed.records, {
        existingUsers: check.existingUsers.map(({ email, username, inClient, unavailable }) => ({
          email,
          username,
          inClient,
          unavailable,
        })),
        existingNetworks: check.existingNetworks,
        allNetworks: allConnection?.edges.map((edge) => edge.node.network) ?? null,
      });
      setReview({
        fileName: file.name,
        parsed,
        result,
        client: { name: client.name, createdAt: client.createdAt ?? '' },
        refusedByServer: 0,
      });
    } catch (error) {
      if (id !== readId.current) return;
      if (error instanceof ImportFileError) {
        setFileError(
          t(`importUsers.fileError.${error.code}`, {
            maxMb: 5,
            maxRows: 1000,
            headerRows: 30,
          }),
        );
      } else if (error instanceof Error && error.name === 'ApiError') {
        setFileError(errorMessage(intl, error));
      } else {
        setFileError(t('importUsers.fileError.PARSE_FAILED'));
      }
    } finally {
      if (id === readId.current) setReading(false);
    }
  };

  const clearFile = () => {
    readId.current++;
    setReading(false);
    setReview(null);
    setFileError(null);
  };

  const submit = async (values: ClientInfoValues): Promise<Record<string, string[]> | null> => {
    if (!review) return null;
    setClientInfo(values);
    const toSend = review.result.rows.filter((row) => row.status !== 'error').map((row) => row.user);
    try {
      const response = await runImport({
        clientId,
        input: {
          users: toSend,
          activatedDate: values.activatedDate,
          clientName: values.updateClient ? values.clientName.trim() : null,
        },
      });
      const payload = response.importUsers;
      if (payload.errors.length) {
        const rows = withServerErrors(review.result.rows, payload.errors);
        setReview({
          ...review,
          result: { ...review.result, rows, counts: countRows(rows) },
          refusedByServer: new Set(payload.errors.map((error) => error.row)).size,
        });
        setStep(2);
        notify.error(t('importUsers.failed'));
        return null;
      }
      if (payload.fieldErrors.length) {
        const byField: Record<string, string[]> = {};
        for (const error of payload.fieldErrors)
          (byField[error.field] ??= []).push(
            error.code === 'REQUIRED' && (error.field === 'clientName' || error.field === 'activatedDate')
              ? intl.formatMessage({ id: `importUsers.client.${error.field}Required` })
              : fieldErrorText(intl, error),
          );
        return byField;
      }
      setOutcome({
        imported: payload.imported.map((user) => ({ id: user.id, email: user.email })),
        skipped: payload.skipped.map((row) => ({ row: row.row, email: row.email, reasons: [...row.reasons] })),
        rows: review.result.rows,
      });
      setStep(4);
      return null;
    } catch (error) {
      notify.error(`${t('importUsers.failed')} ${errorMessage(intl, error)}`);
      return null;
    }
  };

  const hasErrors = (review?.result.counts.errors ?? 0) > 0;
  const title = t('importUsers.title');
  const stepTitles = [
    t('importUsers.step.file'),
    t('importUsers.step.review'),
    t('importUsers.step.client'),
    t('importUsers.step.done'),
  ];

  return (
    <>
      <Dialog.Root
        open
        size={step === 2 ? 'cover' : 'lg'}
        scrollBehavior="inside"
        closeOnInteractOutside={false}
        closeOnEscape={false}
        onEscapeKeyDown={() => {
          if (!confirmClose && !importing) requestClose();
        }}
        onOpenChange={(details) => {
          if (!details.open) requestClose();
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="import-wizard">
              <Dialog.Header flexDirection="column" alignItems="stretch" gap="2">
                <Dialog.Title>{title}</Dialog.Title>
                <StepIndicator step={step} titles={stepTitles} />
              </Dialog.Header>
              <Dialog.Body>
                {step === 1 && (
                  <StepFile reading={reading} error={fileError} review={review} onFile={readFile} onClear={clearFile} />
                )}
                {step === 2 && review && <StepReview review={review} />}
                {step === 3 && review && (
                  <StepClientInfo
                    formId="import-client-info"
                    client={review.client}
                    initial={clientInfo}
                    onSubmit={submit}
                  />
                )}
                {step === 4 && outcome && <StepDone outcome={outcome} fileName={review?.fileName ?? 'import.xlsx'} />}
              </Dialog.Body>
              <Dialog.Footer>
                {step < 4 ? (
                  <HStack justify="space-between" width="full">
                    <Button
                      variant="outline"
                      disabled={importing}
                      onClick={() => (step === 1 ? requestClose() : setStep((step - 1) as WizardStep))}
                    >
                      {t('importUsers.back')}
                    </Button>
                    <HStack>
                      {step === 2 && hasErrors && (
                        <Text fontSize="sm" color="red.fg" id="import-next-blocked">
                          {t('importUsers.review.fixErrors')}
                        </Text>
                      )}
                      {step === 3 ? (
                        // keys: a click on Next must not land on the submit button that replaces it (the same DOM
                        // element reused would take the click's default action and submit step 3 at once)
                        <Button
                          key="import"
                          type="submit"
                          form="import-client-info"
                          colorPalette="blue"
                          loading={importing}
                        >
                          {t('importUsers.import')}
                        </Button>
                      ) : (
                        <Button
                          key="next"
                          colorPalette="blue"
                          disabled={step === 1 ? !review || reading : hasErrors}
                          aria-describedby={step === 2 && hasErrors ? 'import-next-blocked' : undefined}
                          onClick={() => setStep((step + 1) as WizardStep)}
                        >
                          {t('importUsers.next')}
                        </Button>
                      )}
                    </HStack>
                  </HStack>
                ) : (
                  <Button colorPalette="blue" onClick={finish}>
                    {t('importUsers.complete')}
                  </Button>
                )}
              </Dialog.Footer>
              {step !== 4 && (
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('importUsers.close')} />
                </Dialog.CloseTrigger>
              )}
              {importing && (
                <Box
                  position="absolute"
                  inset="0"
                  bg="bg/60"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  <Stack align="center">
                    <Spinner />
                    <Text>{t('importUsers.importing')}</Text>
                  </Stack>
                </Box>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirmClose}
        title={t('importUsers.discard.title')}
        message={t('importUsers.discard.message')}
        confirmLabel={t('importUsers.discard.confirm')}
        onConfirm={() => {
          setConfirmClose(false);
          onClose();
        }}
        onCancel={() => setConfirmClose(false)}
      />
    </>
  );
}

function StepIndicator({ step, titles }: { step: WizardStep; titles: string[] }) {
  const intl = useIntl();
  return (
    <Box
      as="ol"
      display="flex"
      gap="3"
      flexWrap="wrap"
      fontSize="sm"
      listStyleType="none"
      aria-label={intl.formatMessage({ id: 'importUsers.steps' })}
    >
      {titles.map((title, index) => {
        const number = index + 1;
        const current = number === step;
        return (
          <Box
            as="li"
            key={title}
            aria-current={current ? 'step' : undefined}
            display="flex"
            alignItems="center"
            gap="1.5"
            color={current ? 'fg' : 'fg.muted'}
            fontWeight={current ? 'semibold' : 'normal'}
          >
            <Box
              as="span"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              width="6"
              height="6"
              borderRadius="full"
              borderWidth="1px"
              bg={number < step ? 'blue.solid' : current ? 'blue.subtle' : 'transparent'}
              color={number < step ? 'blue.contrast' : 'inherit'}
              aria-hidden
            >
              {number}
            </Box>
            {title}
          </Box>
        );
      })}
    </Box>
  );
}

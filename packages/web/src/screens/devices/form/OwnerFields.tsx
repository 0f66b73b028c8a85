import { Box, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField, InlineErrors, type FieldErrors } from '../../../ui/form';
import { useUserSearch } from '../../../ui/Pickers';
import { SearchPicker, type PickerOption } from '../../../ui/SearchPicker';
import { useClientSearch } from '../../users/form/UserPickers';

/** A single-choice search picker with its label, required mark, help text and errors. */
export function PickerField({
  label,
  value,
  onChange,
  search,
  errors,
  required = false,
  helperText,
  placeholder,
  disabled,
}: {
  label: string;
  value: PickerOption | null;
  onChange: (next: PickerOption | null) => void;
  search: (text: string) => Promise<PickerOption[]>;
  errors?: string[];
  required?: boolean;
  helperText?: string;
  placeholder?: string;
  disabled?: boolean;
}) {
  return (
    <Box data-invalid={errors?.length ? '' : undefined}>
      <FormField
        label={label}
        required={required}
        disabled={disabled}
        helperText={errors?.length ? undefined : helperText}
      >
        <Box w="full">
          <SearchPicker
            label={label}
            single
            disabled={disabled}
            selected={value ? [value] : []}
            search={search}
            placeholder={placeholder}
            onChange={(options) => {
              const next = options[options.length - 1] ?? null;
              onChange(next ? { id: next.id, label: next.label, description: next.description } : null);
            }}
          />
        </Box>
      </FormField>
      <InlineErrors errors={errors} />
    </Box>
  );
}

/**
 * The client owner and owner pickers of every device form (spec 002 sections 3, 5): a non-admin must choose
 * the client owner (one of its clients); the owner is searched among the client owner's users once one is
 * chosen, and `onClient` is expected to clear the owner when the client changes. `children` follow in the
 * same grid (a button's hub).
 */
export function OwnerFields({
  client,
  owner,
  onClient,
  onOwner,
  errors,
  viewerIsAdmin,
  disabled,
  labels,
  columns = 2,
  children,
}: {
  client: PickerOption | null;
  owner: PickerOption | null;
  onClient: (next: PickerOption | null) => void;
  onOwner: (next: PickerOption | null) => void;
  errors: FieldErrors;
  viewerIsAdmin: boolean;
  disabled: boolean;
  labels: {
    client: string;
    owner: string;
    /** Help under the client owner for a viewer who must choose one. */
    clientHelp?: string;
    ownerPlaceholder?: string;
    ownerPlaceholderClient?: string;
  };
  columns?: 2 | 3;
  children?: ReactNode;
}) {
  const searchClients = useClientSearch();
  const searchUsers = useUserSearch({ clientId: client?.id });
  return (
    <Grid templateColumns={{ base: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` }} gap="4" alignItems="start">
      <PickerField
        label={labels.client}
        value={client}
        onChange={onClient}
        search={searchClients}
        errors={errors.client}
        required={!viewerIsAdmin}
        helperText={viewerIsAdmin ? undefined : labels.clientHelp}
        disabled={disabled}
      />
      <PickerField
        label={labels.owner}
        value={owner}
        onChange={onOwner}
        search={searchUsers}
        errors={errors.owner}
        placeholder={client ? (labels.ownerPlaceholderClient ?? labels.ownerPlaceholder) : labels.ownerPlaceholder}
        disabled={disabled}
      />
      {children}
    </Grid>
  );
}

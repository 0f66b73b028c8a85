import { Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { SwitchField } from '../../../ui/form';

/** The deleted flag of an existing device (red), with its help text. */
export function DeletedFlagField({
  label,
  help,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  help?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  return (
    <Stack gap="1">
      <SwitchField label={label} checked={checked} disabled={disabled} colorPalette="red" onChange={onChange} />
      {help && (
        <Text fontSize="xs" color="fg.muted">
          {help}
        </Text>
      )}
    </Stack>
  );
}

/** The destructive confirmation before the deleted flag is saved (props from useDeviceForm's deletedConfirm). */
export function DeletedConfirmDialog({
  title,
  message,
  confirmLabel,
  ...confirm
}: {
  title: string;
  message: string;
  confirmLabel?: string;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return <ConfirmDialog title={title} message={message} confirmLabel={confirmLabel} {...confirm} />;
}

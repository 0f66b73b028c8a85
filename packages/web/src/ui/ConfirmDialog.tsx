import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface Props {
  open: boolean;
  title: string;
  message?: string;
  /** More of the question under the message (e.g. a choice that goes with the yes). */
  children?: ReactNode;
  /** Label of the yes button; "Delete" by default. */
  confirmLabel?: string;
  /** Label of the no button; "Cancel" by default. */
  cancelLabel?: string;
  /** Red styling for something that cannot be undone (the default). */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question. Escape (or the close button, or a click outside) means no; Enter means yes. */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  confirmLabel,
  cancelLabel,
  destructive = true,
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  const intl = useIntl();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      if (!busy) onCancel();
      return;
    }
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.stopPropagation();
      if (!busy) onConfirm();
    }
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onCancel()}
      initialFocusEl={() => confirmRef.current}
      closeOnEscape
      closeOnInteractOutside={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content onKeyDown={onKeyDown} data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {(message || children) && (
              <Dialog.Body>
                {message && <Text>{message}</Text>}
                {children}
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel ?? intl.formatMessage({ id: 'common.cancel' })}
              </Button>
              <Button ref={confirmRef} colorPalette={destructive ? 'red' : 'blue'} loading={busy} onClick={onConfirm}>
                {confirmLabel ?? intl.formatMessage({ id: 'common.delete' })}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

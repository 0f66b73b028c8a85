import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';

/**
 * One toaster for the app: form results (saved, failed to save) show at the top end, just under the top
 * bar, away from Save / Save and new at the foot of a long form. A success toast lets clicks and the
 * pointer through (only its close button takes them): it never sits over an action and never waits,
 * paused, under a pointer that happens to rest there. An error toast keeps the pointer's pause, so it
 * can be read to the end.
 */
export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
  pauseOnPageIdle: true,
  max: 4,
});

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            data-testid={`toast-${toast.type ?? 'info'}`}
            pointerEvents={toast.type === 'success' ? 'none' : undefined}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger pointerEvents="auto" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

export const notify = {
  success: (title: string) => toaster.create({ type: 'success', title, duration: 4000, closable: true }),
  error: (title: string) => toaster.create({ type: 'error', title, duration: 8000, closable: true }),
};

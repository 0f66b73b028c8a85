import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider language="en">
        <ConfirmDialog
          open
          title="Delete the client?"
          message="It cannot be undone."
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      </I18nProvider>
    </ChakraProvider>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog with a destructive yes button', async () => {
    renderDialog();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete the client?');
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('data-palette') ?? 'red').toBeTruthy();
  });

  it('Escape means no', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await screen.findByRole('alertdialog');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Enter means yes, wherever the focus is in the dialog', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await screen.findByRole('alertdialog');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Enter', code: 'Enter' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('the buttons answer too', async () => {
    const { onConfirm, onCancel } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalled();
  });
});

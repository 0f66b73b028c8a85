import { Button, Dialog, Input } from '@chakra-ui/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../session/session';
import { renderWithProviders } from '../../test/render';
import { useDirtyForm } from '../form';
import { ChangeScope, UnsavedChangesProvider, useChangeScope, useNavigateAway } from './index';

function NameForm({ saveThen }: { saveThen: 'navigate' | 'navigateAway' }) {
  const form = useDirtyForm({ name: 'Ada' });
  const navigate = useNavigate();
  const navigateAway = useNavigateAway();
  return (
    <form
      aria-label="Name"
      onSubmit={(event) => {
        event.preventDefault();
        if (saveThen === 'navigate') {
          form.reset(form.values);
          void navigate('/saved');
        } else navigateAway('/saved');
      }}
    >
      <Input aria-label="Name" value={form.values.name} onChange={(e) => form.setValue('name', e.target.value)} />
      <Button type="submit">Save</Button>
      <Link to="/elsewhere">Leave</Link>
      <Link to="/form?tab=devices">Devices tab</Link>
      <Link to="/form?sort=name">Sort</Link>
    </form>
  );
}

function renderForm(saveThen: 'navigate' | 'navigateAway' = 'navigate') {
  return renderWithProviders(
    <UnsavedChangesProvider>
      <NameForm saveThen={saveThen} />
    </UnsavedChangesProvider>,
    { path: '/form', language: 'en', routes: [{ path: '/saved', element: <p>saved page</p> }] },
  );
}

const nameInput = () => screen.getByRole('textbox', { name: 'Name' });
const type = (text: string) => fireEvent.change(nameInput(), { target: { value: text } });

beforeEach(() => {
  session.signIn('token', {
    id: 'VXNlcjox',
    displayName: 'Ada',
    email: 'ada@vakt.test',
    roles: ['ADMIN'],
    language: 'en',
  });
});
afterEach(() => session.clear({ keepLastVisited: false }));

describe('leaving a form with changes', () => {
  it('asks, and Keep editing stays on the form with what was typed', async () => {
    const { router } = renderForm();
    type('Grace');
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(question.textContent).toContain('Your changes have not been saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect(nameInput()).toHaveProperty('value', 'Grace');
  });

  it('Discard leaves', async () => {
    const { router } = renderForm();
    type('Grace');
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('leaves without a word when nothing changed, or the change was typed back', async () => {
    renderForm();
    type('Grace');
    type('Ada');
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await screen.findByText('elsewhere');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks on a tab switch, not on a table sort in the same tab', async () => {
    const { router } = renderForm();
    type('Grace');
    fireEvent.click(screen.getByRole('link', { name: 'Sort' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Devices tab' }));
    await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(router.state.location.search).toBe('?sort=name');
  });

  it('a save that navigates straight after never asks', async () => {
    renderForm('navigate');
    type('Grace');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('saved page');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("the page's own move after a save or delete never asks", async () => {
    renderForm('navigateAway');
    type('Grace');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('saved page');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closing or reloading the browser tab asks only while there are changes', async () => {
    renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => void window.dispatchEvent(event));
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type('Grace');
    expect(unload()).toBe(true);
  });

  it('signed out (an expired session), nothing is asked', async () => {
    const { router } = renderForm();
    type('Grace');
    session.clear({ keepLastVisited: true });
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

function DialogWithForm() {
  const [open, setOpen] = useState(true);
  const changes = useChangeScope();
  const close = () => changes.confirmDiscard(() => setOpen(false));
  if (!open) return <p>dialog closed</p>;
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && close()}>
      <Dialog.Positioner>
        <Dialog.Content aria-label="Edit">
          <ChangeScope scope={changes.scope}>
            <DialogForm />
          </ChangeScope>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

function DialogForm() {
  const form = useDirtyForm({ name: '' });
  return <Input aria-label="Name" value={form.values.name} onChange={(e) => form.setValue('name', e.target.value)} />;
}

describe('closing a dialog with changes', () => {
  const renderDialog = async () => {
    renderWithProviders(
      <UnsavedChangesProvider>
        <DialogWithForm />
      </UnsavedChangesProvider>,
      { language: 'en' },
    );
    await screen.findByRole('dialog', { name: 'Edit' });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the dialog listens for Escape a moment after opening
  };
  const pressEscape = () =>
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape' });

  it('Escape asks; Keep editing keeps the dialog and the text, Discard closes it', async () => {
    await renderDialog();
    type('10.0.0.1');
    pressEscape();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(nameInput()).toHaveProperty('value', '10.0.0.1');

    pressEscape();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await screen.findByText('dialog closed');
  });

  it('Escape closes at once when nothing was typed', async () => {
    await renderDialog();
    pressEscape();
    await screen.findByText('dialog closed');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { MembershipTable } from './MembershipTable';
import type { AddOutcome } from './refusedPicks';
import type { PickerOption } from './SearchPicker';
import { useTableControls } from './useTableControls';

interface Member {
  id: string;
  name: string;
}

const MEMBERS: Member[] = [
  { id: 'owner', name: 'Olle Owner' },
  { id: 'plain', name: 'Per Plain' },
];

function Members({
  onAdd,
  onRemove,
}: {
  onAdd: (picked: PickerOption[]) => Promise<AddOutcome>;
  onRemove: (row: Member) => Promise<void>;
}) {
  const controls = useTableControls({ refetch: () => undefined });
  return (
    <MembershipTable
      label="Members"
      columns={[{ key: 'name', header: 'Name', render: (row) => row.name }]}
      rows={MEMBERS}
      rowKey={(row) => row.id}
      totalCount={MEMBERS.length}
      hasNextPage={false}
      endCursor={null}
      controls={controls}
      addExisting={{
        visible: true,
        label: 'Add a member',
        placeholder: 'Name',
        search: async () => [
          { id: 'new', label: 'Nils New' },
          { id: 'next', label: 'Nora Next' },
        ],
        onAdd,
      }}
      rowName={(row) => row.name}
      canRemove={(row) => row.id !== 'owner'}
      onRemove={onRemove}
      removeTitle="Remove the member?"
      removeMessage={(name) => `${name} loses access.`}
    />
  );
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('MembershipTable', () => {
  it('offers Remove only where allowed, asks first, is busy while removing, then closes', async () => {
    const removal = deferred();
    const onRemove = vi.fn(() => removal.promise);
    renderWithProviders(<Members onAdd={vi.fn()} onRemove={onRemove} />);
    await screen.findByRole('table', { name: 'Members' });
    expect(screen.queryByRole('button', { name: 'Remove Olle Owner' })).toBeNull();

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove Per Plain' })));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Remove the member?');
    expect(dialog.textContent).toContain('Per Plain loses access.');
    fireEvent.keyDown(dialog, { key: 'Enter' });
    expect(onRemove).toHaveBeenCalledWith(MEMBERS[1]);
    await waitFor(() => expect(screen.getByRole('button', { name: /Cancel/ }).hasAttribute('disabled')).toBe(true));

    await act(async () => removal.resolve());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows a failed removal as an error toast', async () => {
    renderWithProviders(<Members onAdd={vi.fn()} onRemove={() => Promise.reject(new Error('boom'))} />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove Per Plain' })));
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Enter' });
    expect(await screen.findByText('Oups! Something went wrong. Contact support for help.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('adds the picks together with the button, the picker off while adding, then clears them', async () => {
    const adding = deferred<AddOutcome>();
    const onAdd = vi.fn(() => adding.promise);
    renderWithProviders(<Members onAdd={onAdd} onRemove={vi.fn()} />);
    const picker = screen.getByRole('combobox', { name: 'Add a member' }) as HTMLInputElement;
    const button = screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    act(() => fireEvent.focus(picker));
    const first = await screen.findByRole('option', { name: 'Nils New' });
    act(() => fireEvent.click(first));
    act(() => fireEvent.click(screen.getByRole('option', { name: 'Nora Next' })));
    expect(onAdd).not.toHaveBeenCalled();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add 2' })));
    expect(onAdd).toHaveBeenCalledWith([
      { id: 'new', label: 'Nils New' },
      { id: 'next', label: 'Nora Next' },
    ]);
    await waitFor(() => expect(picker.disabled).toBe(true));
    await act(async () => adding.resolve(true));
    await waitFor(() => expect(picker.disabled).toBe(false));
    expect(screen.queryByRole('button', { name: 'Remove Nils New' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes refused picks off and keeps the others to add again; a failure keeps them all', async () => {
    const onAdd = vi.fn<(picked: PickerOption[]) => Promise<AddOutcome>>();
    renderWithProviders(<Members onAdd={onAdd} onRemove={vi.fn()} />);
    const picker = screen.getByRole('combobox', { name: 'Add a member' });
    act(() => fireEvent.focus(picker));
    const first = await screen.findByRole('option', { name: 'Nils New' });
    act(() => fireEvent.click(first));
    act(() => fireEvent.click(screen.getByRole('option', { name: 'Nora Next' })));

    onAdd.mockResolvedValueOnce(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add 2' })));
    expect(screen.getByRole('button', { name: 'Add 2' })).toBeTruthy();

    onAdd.mockResolvedValueOnce({ unpick: ['next'] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add 2' })));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add 1' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Remove Nils New' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Nora Next' })).toBeNull();
  });
});

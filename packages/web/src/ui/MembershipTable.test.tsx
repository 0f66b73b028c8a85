import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { MembershipTable } from './MembershipTable';
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
  onAdd: (ids: string[]) => Promise<void>;
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
        search: async () => [{ id: 'new', label: 'Nils New' }],
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

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
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

  it('adds a picked option at once, the picker off while adding', async () => {
    const adding = deferred();
    const onAdd = vi.fn(() => adding.promise);
    renderWithProviders(<Members onAdd={onAdd} onRemove={vi.fn()} />);
    const picker = screen.getByRole('combobox', { name: 'Add a member' }) as HTMLInputElement;
    act(() => fireEvent.focus(picker));
    const option = await screen.findByRole('option', { name: 'Nils New' });
    act(() => fireEvent.click(option));
    expect(onAdd).toHaveBeenCalledWith(['new']);
    await waitFor(() => expect(picker.disabled).toBe(true));
    await act(async () => adding.resolve());
    await waitFor(() => expect(picker.disabled).toBe(false));
  });
});

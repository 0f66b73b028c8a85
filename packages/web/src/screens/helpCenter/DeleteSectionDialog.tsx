import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import type { DeleteSectionDialogMutation } from './__generated__/DeleteSectionDialogMutation.graphql';
import { removeFromList } from './storeUpdates';

const deleteSectionMutation = graphql`
  mutation DeleteSectionDialogMutation($id: ID!) {
    deleteHelpSection(id: $id) {
      deletedId
    }
  }
`;

/** Deleting a section removes its documents too: the question says so. */
export function DeleteSectionDialog({
  section,
  lang,
  onClose,
  onDeleted,
}: {
  section: { id: string; category: string } | null;
  lang: string;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const intl = useIntl();
  const [remove] = usePromiseMutation<DeleteSectionDialogMutation>(deleteSectionMutation);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!section) return;
    setBusy(true);
    try {
      await remove({ id: section.id }, (store) => removeFromList(store, null, 'helpSections', { lang }, section.id));
      notify.success(intl.formatMessage({ id: 'helpCenter.section.deleted' }, { name: section.category }));
      onClose();
      onDeleted?.();
    } catch {
      notify.error(intl.formatMessage({ id: 'helpCenter.section.deleteFailed' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={section !== null}
      title={intl.formatMessage({ id: 'helpCenter.section.deleteTitle' }, { name: section?.category ?? '' })}
      message={intl.formatMessage({ id: 'helpCenter.section.deleteMessage' })}
      busy={busy}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}

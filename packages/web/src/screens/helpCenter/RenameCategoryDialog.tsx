import { Button, CloseButton, Dialog, Input, Portal } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { fieldErrorText, FormField, usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import { useUnsavedChanges } from '../../ui/unsavedChanges';
import type { RenameCategoryDialogMutation } from './__generated__/RenameCategoryDialogMutation.graphql';

// The platform's rule for FAQ categories (docs/rest-contract.md, "Help center").
export const FAQ_CATEGORY_MAX = 200;

const renameMutation = graphql`
  mutation RenameCategoryDialogMutation($id: ID!, $category: String!) {
    renameFaqCategory(id: $id, category: $category) {
      category {
        id
        category
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

/** Renames an FAQ category; a name another category of the language has stays in the dialog with its reason. */
export function RenameCategoryDialog({
  category,
  onClose,
}: {
  category: { id: string; category: string } | null;
  onClose: () => void;
}) {
  return category ? <RenameForm key={category.id} category={category} onClose={onClose} /> : null;
}

function RenameForm({ category, onClose }: { category: { id: string; category: string }; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [name, setName] = useState(category.category);
  const [error, setError] = useState<string | null>(null);
  const [rename, saving] = usePromiseMutation<RenameCategoryDialogMutation>(renameMutation);
  const unchanged = name.trim() === category.category || !name.trim();
  const changes = useUnsavedChanges(name !== category.category);
  const close = () => changes.confirmDiscard(onClose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || saving) return;
    try {
      const { errors } = (await rename({ id: category.id, category: name.trim() })).renameFaqCategory;
      if (errors.length) {
        setError(fieldErrorText(intl, errors[0]!));
        return;
      }
      changes.settled();
      notify.success(t('helpCenter.faq.categoryRenamed'));
      onClose();
    } catch {
      notify.error(t('helpCenter.faq.renameFailed'));
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && close()} closeOnInteractOutside={!saving}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('helpCenter.faq.renameTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <FormField label={t('helpCenter.faq.category')} errors={error ? [error] : undefined} required>
                  <Input
                    name="category"
                    value={name}
                    maxLength={FAQ_CATEGORY_MAX}
                    onChange={(event) => {
                      setName(event.target.value);
                      setError(null);
                    }}
                  />
                </FormField>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={saving}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="blue" disabled={unchanged} loading={saving}>
                  {t('common.save')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.cancel')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

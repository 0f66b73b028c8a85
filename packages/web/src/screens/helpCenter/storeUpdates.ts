import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** Removes the record `id` from the list `field(args)` of the record `parentId` (the root when null). */
export function removeFromList(
  store: RecordSourceSelectorProxy,
  parentId: string | null,
  field: string,
  args: Record<string, unknown>,
  id: string,
) {
  const parent = parentId ? store.get(parentId) : store.getRoot();
  const list = parent?.getLinkedRecords(field, args);
  if (!parent || !list) return;
  parent.setLinkedRecords(
    list.filter((record) => record && record.getDataID() !== id),
    field,
    args,
  );
}

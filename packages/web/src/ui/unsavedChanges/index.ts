export { UnsavedChangesProvider } from './UnsavedChangesProvider';
export { ChangeScope, useChangeScope, useConfirmDiscard, useNavigateAway, useUnsavedChanges } from './hooks';

// STUB owned by helper W3 (replaced by the four-step wizard). The props are the contract the client's
// add-user page (W1) opens it with.
export interface ImportUsersWizardProps {
  /** Global id of the client the users are imported into. */
  clientId: string;
  open: boolean;
  onClose: () => void;
}

export function ImportUsersWizard({ open }: ImportUsersWizardProps) {
  return open ? <div role="dialog" /> : null;
}

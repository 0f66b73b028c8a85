/** A form's question "do you have changes nobody saved?", asked at the moment of leaving. */
export type HasChanges = () => boolean;

/**
 * The forms with changes inside one scope (the signed-in page, or a dialog). A form registers with its
 * own scope and every scope around it, so the page knows about a dialog's changes and the dialog only
 * about its own.
 */
export class ChangeRegistry {
  private readonly forms = new Set<HasChanges>();

  constructor(private readonly parent: ChangeRegistry | null = null) {}

  register(hasChanges: HasChanges): () => void {
    const scopes = this.withParents();
    for (const scope of scopes) scope.forms.add(hasChanges);
    return () => scopes.forEach((scope) => scope.forms.delete(hasChanges));
  }

  private withParents(): ChangeRegistry[] {
    return [this, ...(this.parent?.withParents() ?? [])];
  }

  hasChanges(): boolean {
    for (const hasChanges of this.forms) if (hasChanges()) return true;
    return false;
  }
}

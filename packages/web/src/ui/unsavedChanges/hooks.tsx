import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';
import { UnsavedChangesContext, useUnsavedChangesContext, type UnsavedChangesContextValue } from './context';
import { ChangeRegistry } from './registry';

/**
 * Tells the page (and the dialog around the form) whether the form has changes nobody saved, so leaving
 * asks first. `settled()` says "saved" at once, before the next render: a save that navigates straight
 * after does not ask. `confirmDiscard(close)` asks about this form's changes only (a dialog that holds
 * its own state).
 */
export function useUnsavedChanges(dirty: boolean) {
  const context = useUnsavedChangesContext();
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  useEffect(() => context?.registry.register(() => dirtyRef.current), [context]);
  const settled = useCallback(() => {
    dirtyRef.current = false;
  }, []);
  const confirmDiscard = useCallback(
    (action: () => void) => (context && dirtyRef.current ? context.ask(action) : action()),
    [context],
  );
  return { settled, confirmDiscard };
}

function confirmWith(context: UnsavedChangesContextValue | null, action: () => void) {
  if (context?.registry.hasChanges()) context.ask(action);
  else action();
}

/** Runs `action` (closing, cancelling) at once when nothing would be lost, else after "Discard". */
export function useConfirmDiscard() {
  const context = useUnsavedChangesContext();
  return useCallback((action: () => void) => confirmWith(context, action), [context]);
}

/**
 * A dialog's own scope: `confirmDiscard(close)` asks only about the forms inside `<ChangeScope scope>`,
 * not about the page under the dialog.
 */
export function useChangeScope() {
  const parent = useUnsavedChangesContext();
  const scope = useMemo(() => parent && { ...parent, registry: new ChangeRegistry(parent.registry) }, [parent]);
  const confirmDiscard = useCallback((action: () => void) => confirmWith(scope, action), [scope]);
  return { scope, confirmDiscard };
}

export function ChangeScope({ scope, children }: { scope: UnsavedChangesContextValue | null; children: ReactNode }) {
  return <UnsavedChangesContext.Provider value={scope}>{children}</UnsavedChangesContext.Provider>;
}

/** The page's own move after a save or a delete: nothing is lost, so it never asks. */
export function useNavigateAway() {
  const navigate = useNavigate();
  const context = useUnsavedChangesContext();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      if (context) context.leaving.current = true;
      try {
        void navigate(to, options);
      } finally {
        if (context) context.leaving.current = false;
      }
    },
    [navigate, context],
  );
}

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker, type Location } from 'react-router-dom';
import { session } from '../../session/session';
import { ConfirmDialog } from '../ConfirmDialog';
import { UnsavedChangesContext, type UnsavedChangesContextValue } from './context';
import { ChangeRegistry } from './registry';

interface Question {
  discard: () => void;
  keep: () => void;
}

/** Another page, or another tab of the page (`?tab=` or a path segment): what shows the form goes away. */
function leavesPage(current: Location, next: Location) {
  const tab = (location: Location) => new URLSearchParams(location.search).get('tab');
  return current.pathname !== next.pathname || tab(current) !== tab(next);
}

/**
 * The signed-in pages' guard against losing typed work: a navigation (link, Back, a tab), closing or
 * reloading the browser tab, or closing a dialog asks "Discard changes?" while a form below has changes.
 * Forms register through useDirtyForm (or useUnsavedChanges); the page's own move after a save or
 * delete goes through useNavigateAway and never asks.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const registry = useMemo(() => new ChangeRegistry(), []);
  const leaving = useRef(false);
  const [asked, setAsked] = useState<Question | null>(null);

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        // signed out (sign-out, an expired session): there is nothing left to keep editing
        !leaving.current && session.isSignedIn() && leavesPage(currentLocation, nextLocation) && registry.hasChanges(),
      [registry],
    ),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!registry.hasChanges()) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers show their own question only with this set
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [registry]);

  const ask = useCallback(
    (onDiscard: () => void) =>
      setAsked({
        discard: () => {
          setAsked(null);
          onDiscard();
        },
        keep: () => setAsked(null),
      }),
    [],
  );
  const value = useMemo<UnsavedChangesContextValue>(() => ({ registry, ask, leaving }), [registry, ask]);

  const question: Question | null =
    blocker.state === 'blocked' ? { discard: () => blocker.proceed(), keep: () => blocker.reset() } : asked;

  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={question !== null}
        title={intl.formatMessage({ id: 'unsaved.title' })}
        message={intl.formatMessage({ id: 'unsaved.message' })}
        confirmLabel={intl.formatMessage({ id: 'unsaved.discard' })}
        cancelLabel={intl.formatMessage({ id: 'unsaved.keep' })}
        onConfirm={() => question?.discard()}
        onCancel={() => question?.keep()}
      />
    </UnsavedChangesContext.Provider>
  );
}

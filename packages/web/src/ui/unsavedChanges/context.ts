import { createContext, useContext } from 'react';
import type { ChangeRegistry } from './registry';

export interface UnsavedChangesContextValue {
  /** The nearest scope's forms. */
  registry: ChangeRegistry;
  /** Opens "Discard changes?"; `onDiscard` runs only on Discard. */
  ask: (onDiscard: () => void) => void;
  /** True while the page itself moves on after a save or delete: the blocker lets that through. */
  leaving: { current: boolean };
}

export const UnsavedChangesContext = createContext<UnsavedChangesContextValue | null>(null);

export const useUnsavedChangesContext = () => useContext(UnsavedChangesContext);

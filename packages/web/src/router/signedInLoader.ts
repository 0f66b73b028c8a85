import type { LoaderFunctionArgs } from 'react-router-dom';
import { session } from '../session/session';

/** A page loader that does nothing while signed out: the root route shows the login instead. */
export function signedInLoader<T>(load: (args: LoaderFunctionArgs) => T) {
  return (args: LoaderFunctionArgs): T | null => (session.isSignedIn() ? load(args) : null);
}

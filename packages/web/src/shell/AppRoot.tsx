import { lazy, Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { loadCatalog } from '../i18n/catalogs';
import { initialLanguage } from '../i18n/language';
import { LoginScreen } from '../screens/login/LoginScreen';
import type { ShellQuery } from './__generated__/ShellQuery.graphql';
import { FullPageSpinner } from './PageFallback';

// The shell (Relay, navigation, menus, toaster) is its own chunk: the login page never needs it.
const loadShell = () => import('./SignedInApp');
const SignedInApp = lazy(() => loadShell().then((module) => ({ default: module.SignedInApp })));

/** Starts downloading the shell's code and its messages; the root loader calls it next to the shell's query. */
export function preloadShell() {
  void loadShell();
  void loadCatalog(initialLanguage(), 'console').catch(() => {}); // ConsoleMessages asks again if this failed
}

export interface RootData {
  shell: PreloadedQuery<ShellQuery> | null;
}

/** Signed out: only the login screen, whatever the path. Signed in: the shell around the routed page. */
export function AppRoot() {
  const { shell } = useLoaderData() as RootData;
  if (!shell) return <LoginScreen />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <SignedInApp queryRef={shell} />
    </Suspense>
  );
}

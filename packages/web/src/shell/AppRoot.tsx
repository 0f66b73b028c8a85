import { Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { LoginScreen } from '../screens/login/LoginScreen';
import type { ShellQuery } from './__generated__/ShellQuery.graphql';
import { FullPageSpinner } from './PageFallback';
import { Shell } from './Shell';

export interface RootData {
  shell: PreloadedQuery<ShellQuery> | null;
}

/** Signed out: only the login screen, whatever the path. Signed in: the shell around the routed page. */
export function AppRoot() {
  const { shell } = useLoaderData() as RootData;
  if (!shell) return <LoginScreen />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Shell queryRef={shell} />
    </Suspense>
  );
}

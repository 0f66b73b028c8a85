import { useSyncExternalStore } from 'react';
import { RelayEnvironmentProvider, type PreloadedQuery } from 'react-relay';
import { ConsoleMessages } from '../i18n/I18nProvider';
import { relayEnvironment } from '../relay/environment';
import type { ShellQuery } from './__generated__/ShellQuery.graphql';
import { Shell } from './Shell';

/**
 * Everything signed in: Relay's environment around the shell and its routed pages. Loaded as one chunk
 * after sign-in, so the login page never downloads Relay's runtime or the shell.
 */
export function SignedInApp({ queryRef }: { queryRef: PreloadedQuery<ShellQuery> }) {
  // a new environment after each session (endSession resets it) re-renders the provider
  const environment = useSyncExternalStore(relayEnvironment.subscribe, relayEnvironment.get);
  return (
    <ConsoleMessages>
      <RelayEnvironmentProvider environment={environment}>
        <Shell queryRef={queryRef} />
      </RelayEnvironmentProvider>
    </ConsoleMessages>
  );
}

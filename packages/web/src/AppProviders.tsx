import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { I18nProvider } from './i18n/I18nProvider';
import { relayEnvironment } from './relay/environment';

export function AppProviders({ children }: { children: ReactNode }) {
  const environment = useSyncExternalStore(relayEnvironment.subscribe, relayEnvironment.get);
  return (
    <ChakraProvider value={defaultSystem}>
      <I18nProvider>
        <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}

import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { I18nProvider } from './i18n/I18nProvider';
import { system } from './system';

/** What every page needs, signed in or not; Relay's environment comes with the signed-in shell (SignedInApp). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider>{children}</I18nProvider>
    </ChakraProvider>
  );
}

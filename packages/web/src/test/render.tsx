import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createMockEnvironment, type MockEnvironment } from 'relay-test-utils';
import { ConsoleMessages, I18nProvider } from '../i18n/I18nProvider';
import type { Language } from '../i18n/language';
import { Toaster } from '../ui/toaster';

interface Options {
  environment?: MockEnvironment;
  language?: Language;
  path?: string;
  /** Extra routes next to the one rendering `ui`, e.g. navigation targets. */
  routes?: RouteObject[];
}

/** Renders inside the app's providers and a memory router at `path` (default /). */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const environment = options.environment ?? createMockEnvironment();
  const path = options.path ?? '/';
  const router = createMemoryRouter(
    [{ path: path.split('?')[0], element: ui }, ...(options.routes ?? []), { path: '*', element: <p>elsewhere</p> }],
    { initialEntries: [path] },
  );
  const result = render(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider language={options.language}>
        <ConsoleMessages>
          <RelayEnvironmentProvider environment={environment}>
            <RouterProvider router={router} />
            <Toaster />
          </RelayEnvironmentProvider>
        </ConsoleMessages>
      </I18nProvider>
    </ChakraProvider>,
  );
  return { ...result, environment, router };
}

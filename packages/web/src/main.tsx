import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { setSessionExpiredHandler } from './relay/network';
import { routes } from './router/routes';
import { endSession } from './session/endSession';

const router = createBrowserRouter(routes);
setSessionExpiredHandler(() => void endSession(router.navigate, { expired: true }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

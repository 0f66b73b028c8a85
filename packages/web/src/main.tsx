import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { setSessionExpiredHandler } from './relay/network';
import { routes } from './router/routes';

const router = createBrowserRouter(routes);
// only a signed-in page can expire, and it has Relay (which endSession uses) loaded already
setSessionExpiredHandler(
  () => void import('./session/endSession').then(({ endSession }) => endSession(router.navigate, { expired: true })),
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

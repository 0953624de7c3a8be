import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/carousel/styles.css';
import '@mantine/dropzone/styles.css';
import './styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { UpdatePrompt } from './components/update-prompt';
import { watchLanguage } from './lib/i18n';
import { LiveChannel } from './lib/live-channel';
import { syncOnlineManager } from './lib/online';
import { persistQueries, restorePersistedQueries } from './lib/persist';
import { createQueryClient } from './lib/query-client';
import { markSignedOut, watchSession } from './lib/session';
import { createAppRouter } from './router';

syncOnlineManager();
// Any 401 means the session is gone: watchSession then clears the user's data.
const queryClient = createQueryClient({ onUnauthorized: () => markSignedOut(queryClient) });
const router = createAppRouter(queryClient);

const RESTORE_TIMEOUT_MS = 3000;
const SIGNED_IN_ONLY = /^\/(dashboard|verification|admin)(\/|$)/;

function goToLogin() {
  const { pathname, href } = router.state.location;
  if (SIGNED_IN_ONLY.test(pathname)) void router.navigate({ to: '/login', search: { redirect: href } });
}

function onSessionEnded() {
  markSignedOut(queryClient);
}

async function start() {
  // The saved queries must be in the cache before the route guards ask for
  // the current user: offline, nothing else can answer them.
  // A stuck IndexedDB (it happens) must not keep the app from starting.
  await Promise.race([restorePersistedQueries(queryClient), new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS))]);
  persistQueries(queryClient);
  watchSession(queryClient, { onSignedOut: goToLogin, onUserChanged: () => void router.invalidate() });
  watchLanguage(queryClient);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <LiveChannel onSessionEnded={onSessionEnded} />
        <UpdatePrompt />
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();

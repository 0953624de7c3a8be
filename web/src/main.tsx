import './mantine-core.css';
import '@mantine/notifications/styles.css';
import '@mantine/carousel/styles.css';
import '@mantine/dropzone/styles.css';
import './styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { UpdatePrompt } from './components/update-prompt';
import { watchLanguage } from './lib/i18n';
import { LiveChannel } from './lib/live-channel';
import { syncOnlineManager } from './lib/online';
import { persistQueries, restorePersistedQueries } from './lib/persist';
import { createQueryClient } from './lib/query-client';
import { DropStaticSignIn, moveStylesheetsToHead } from './lib/static-sign-in';
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

/**
 * Downloads the code of the screens being opened while the saved queries are
 * restored and the session is checked, instead of after: the router fetches a
 * screen's code only once its guard (the session check) has answered, which
 * on a slow network is a round trip more before the first paint (issue 14).
 */
function preloadOpeningScreens() {
  const { pathname, search } = router.state.location;
  for (const match of router.matchRoutes(pathname, search)) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById];
    // A chunk that fails here is fetched again by the navigation itself.
    if (route) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
  }
}

async function start() {
  preloadOpeningScreens();
  // The saved queries must be in the cache before the route guards ask for
  // the current user: offline, nothing else can answer them.
  // A stuck IndexedDB (it happens) must not keep the app from starting.
  await Promise.race([restorePersistedQueries(queryClient), new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS))]);
  persistQueries(queryClient);
  watchSession(queryClient, { onSignedOut: goToLogin, onUserChanged: () => void router.invalidate() });
  watchLanguage(queryClient);

  // The first screen is resolved (guards answered, code loaded) while the boot
  // screen still shows, so the first render is the screen itself, not a
  // pending router that renders again. A network that never answers, or a
  // load that fails, must not keep the app from starting: the router then goes
  // on, and shows its error, inside React.
  const firstScreen = router.load().catch(() => undefined);
  await Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS))]);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  moveStylesheetsToHead(document);
  const app = createRoot(root);
  // A transition renders in slices that yield to the browser between
  // components, instead of one long task that blocks input on a slow phone
  // (Lighthouse's total blocking time, decision 029).
  startTransition(() => {
    app.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <LiveChannel onSessionEnded={onSessionEnded} />
          <UpdatePrompt />
          <RouterProvider router={router} />
          <DropStaticSignIn />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start();

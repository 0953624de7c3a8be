/*
 * The service worker's registration (vite-plugin-pwa, workbox-window). The
 * worker precaches the app shell; a new build's worker waits until the user
 * accepts the reload, so a page never runs on a mix of two versions.
 */
import { useRegisterSW } from 'virtual:pwa-register/react';

/** An installed app can stay open for days: look for a new version hourly and when it comes back to the front. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (navigator.onLine) void registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

export function useServiceWorkerUpdate(): { isUpdateReady: boolean; reload: () => void; dismiss: () => void } {
  const {
    needRefresh: [isUpdateReady, setUpdateReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration);
    },
  });
  return {
    isUpdateReady,
    // Activates the waiting worker; workbox-window reloads the page once it controls it.
    reload: () => void updateServiceWorker(true),
    dismiss: () => setUpdateReady(false),
  };
}

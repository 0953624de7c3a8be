/*
 * The service worker's registration. The worker (vite-plugin-pwa's
 * generateSW) precaches the app shell; a new build's worker waits until the
 * user accepts the reload, so a page never runs on a mix of two versions.
 *
 * Written against the browser's API rather than with workbox-window, which
 * put 2.2 KB (gzip) on the first screen (issue 14, decision 020) for the
 * three things used here: register after the page has loaded, tell when a
 * new worker is installed and waiting, and activate it and reload.
 */
import { useEffect, useState } from 'react';

/** Where vite-plugin-pwa writes the worker, at the root so that its scope is the whole app. */
const WORKER_URL = '/sw.js';
/** The message generateSW's worker answers with skipWaiting() (registerType 'prompt'). */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;
/** An installed app can stay open for days: look for a new version hourly and when it comes back to the front. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let waiting: ServiceWorker | null = null;
let isRegistering = false;
const watchers = new Set<(isReady: boolean) => void>();

function offer(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const watcher of watchers) watcher(worker !== null);
}

/** A worker that finishes installing while another controls the page is a new version; the very first install is not. */
function followInstall(registration: ServiceWorkerRegistration): void {
  const worker = registration.installing;
  if (!worker) return;
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
  });
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (navigator.onLine) void registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

function register(): void {
  if (isRegistering || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  isRegistering = true;
  const start = () =>
    navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).then(
      (registration) => {
        // A new version downloaded on an earlier visit and still waiting.
        if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
        followInstall(registration);
        registration.addEventListener('updatefound', () => followInstall(registration));
        watchForUpdates(registration);
      },
      // No worker (a private window, storage refused): the app works online as before.
      () => undefined,
    );
  // After the page's own downloads, as a phone on prepaid data needs them first.
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}

/** Activates the waiting worker and reloads once it controls the page. */
function activateWaiting(): void {
  const worker = waiting;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage(SKIP_WAITING);
}

export function useServiceWorkerUpdate(): { isUpdateReady: boolean; reload: () => void; dismiss: () => void } {
  const [isUpdateReady, setUpdateReady] = useState(waiting !== null);
  useEffect(() => {
    watchers.add(setUpdateReady);
    register();
    return () => {
      watchers.delete(setUpdateReady);
    };
  }, []);
  return { isUpdateReady, reload: activateWaiting, dismiss: () => setUpdateReady(false) };
}

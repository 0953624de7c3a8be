import { lazy } from 'react';

/*
 * The dashboard's tabs other than HOME are their own chunks, downloaded when
 * first opened: on a slow line a tap on WALLET then costs a round trip and
 * the chunk's bytes, about 3.5 s at a 2 s round trip (issue 28). A tab made
 * with lazyTab has its code fetched ahead instead, once, while the borrower
 * types their password (login-page.tsx): the line is idle then, and the
 * service worker's precache downloads the same files on a first visit
 * anyway (decision 038).
 */
const tabLoaders = new Set<() => Promise<unknown>>();
let isPrefetched = false;

/** React's lazy, remembering the loader so that prefetchTabs can start it before the first tap. */
export const lazyTab: typeof lazy = (load) => {
  tabLoaders.add(load);
  return lazy(load);
};

/**
 * Downloads the code of every tab registered by lazyTab, once, one tab after
 * the other in the order they were made (WALLET first): all at once they take
 * every connection a phone opens to the server, and the sign-in call waits for
 * one. A failed one is fetched again by its first render.
 */
export function prefetchTabs(): void {
  if (isPrefetched) return;
  isPrefetched = true;
  void [...tabLoaders].reduce<Promise<unknown>>((previous, load) => previous.then(() => load().catch(() => undefined)), Promise.resolve());
}

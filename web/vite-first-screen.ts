import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The route files whose code the sign-in screen needs (TanStack's split component included). */
const SIGN_IN_ROUTE = /[\\/]routes[\\/]login\.tsx/;
/**
 * The sign-in screen's own modules. Grouped into one chunk with what they
 * import (the group's default includeDependenciesRecursively), which is
 * the code the entry loads too: Rolldown otherwise cuts it into a dozen
 * chunks of 0.5 to 20 KB, one per set of screens sharing them.
 */
const SIGN_IN_MODULES =
  /[\\/](web[\\/]src[\\/](routes[\\/]login\.tsx|features[\\/]auth[\\/](login-page|auth-layout)|components[\\/](plain-checkbox|password-field|language-switch)|lib[\\/]plain-form)|domain[\\/]src[\\/](messages[\\/]sign-in-messages|schemas[\\/]sign-in-schema))\./;

/** Every chunk a chunk imports statically, itself included, in load order. */
export function withImports(bundle: OutputBundle, chunk: OutputChunk, into: Set<string>): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withImports(bundle, imported, into);
  }
  return into;
}

/** The chunks the entry imports and those of the sign-in screen, the entry itself left out (index.html loads it). */
function signInChunks(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loadedByEntry = entry ? withImports(bundle, entry, new Set()) : new Set<string>();
  const wanted = new Set<string>();
  for (const chunk of chunks) {
    if (chunk.moduleIds.some((id) => SIGN_IN_ROUTE.test(id))) withImports(bundle, chunk, wanted);
  }
  const fromEntry = [...loadedByEntry].filter((name) => name !== entry?.fileName);
  return [...fromEntry, ...[...wanted].filter((name) => !loadedByEntry.has(name))];
}

/**
 * Issue 28, a slow line: the first screen's code and its first answer are
 * asked for by index.html itself, all at once, instead of one round trip
 * after another (index.js, then the route's chunks, then the session check:
 * a chain of 3 round trips of 2 s before the sign-in screen). Decision 038.
 *
 * - One chunk for all the code the entry and the sign-in screen import
 *   statically (`isFirstScreenModule`, a code-splitting group): about 15
 *   small chunks were as many requests, and a browser opens 6 connections
 *   to a host, so they came in 3 rounds of a round trip each.
 * - `modulepreload` of the sign-in screen's chunks: most visits of a
 *   signed-out phone start there, and a signed-in one goes to the dashboard
 *   whose chunks are fetched while the session is checked (main.tsx).
 * - `preload` of `GET /api/auth/me`, which every screen's guard asks first;
 *   the app's `fetch` (credentials included) takes the preloaded answer.
 */
export function firstScreen(): { plugin: Plugin; isFirstScreenModule: (id: string) => boolean } {
  const plugin: Plugin = {
    name: 'app:first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return [
          { tag: 'link', attrs: { rel: 'preload', href: '/api/auth/me', as: 'fetch', crossorigin: 'use-credentials' }, injectTo: 'head' as const },
          ...signInChunks(bundle).map((name) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${name}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
  return { plugin, isFirstScreenModule: (id) => SIGN_IN_MODULES.test(id) };
}

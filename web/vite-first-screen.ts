import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The route files whose code the sign-in screen needs (TanStack's split component included). */
const SIGN_IN_ROUTE = /[\\/]routes[\\/]login\.tsx/;

/** Every chunk a chunk imports statically, itself included, in load order. */
function withImports(bundle: OutputBundle, chunk: OutputChunk, into: Set<string>): Set<string> {
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
 * - `modulepreload` of the sign-in screen's chunks: most visits of a
 *   signed-out phone start there, and a signed-in one goes to the dashboard
 *   whose chunks are fetched while the session is checked (main.tsx).
 * - `preload` of `GET /api/auth/me`, which every screen's guard asks first;
 *   the app's `fetch` (credentials included) takes the preloaded answer.
 */
export function firstScreen(): Plugin {
  return {
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
}

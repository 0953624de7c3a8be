import type { Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']>[number];

const SRC = String.raw`[\\/]web[\\/]src[\\/]`;

/**
 * The borrower's screens after sign-in, in the order a borrower opens them
 * (and the order the sign-in page fetches them ahead, vite-static-sign-in.ts):
 * each becomes one chunk with the code only it needs (decision 075).
 */
export const BORROWER_SCREENS = [
  { name: 'dashboard', modules: new RegExp(`${SRC}(routes[\\\\/]_borrower(\\.tsx|[\\\\/]dashboard\\.tsx)|features[\\\\/]dashboard[\\\\/])`) },
  { name: 'wallet', modules: new RegExp(`${SRC}features[\\\\/]wallet[\\\\/]`) },
  { name: 'account', modules: new RegExp(`${SRC}features[\\\\/]account[\\\\/]`) },
  { name: 'about', modules: new RegExp(`${SRC}features[\\\\/]about[\\\\/]`) },
] as const;

/**
 * Issue 28, a slow line (decision 075): one chunk per borrower screen instead
 * of the 20 to 30 that Rolldown cut HOME and each tab into, one per set of
 * screens sharing a module. A browser opens 6 connections to a host, so 26
 * files took 5 round trips of 2 s each where one file takes one.
 *
 * - `first-screen` (decision 038): the sign-in screen's modules and all they
 *   import, then (a second group of the same name, so the same chunk) every
 *   other module the entry imports statically (`$initial`). The second group
 *   is what keeps the screens' groups below out of the entry: a group takes
 *   the modules it matches with everything they import, and without it the
 *   dashboard's group took the router's and React Query's modules, so the
 *   entry imported the dashboard's chunk and /login downloaded it.
 * - One group per screen, by priority in the order of BORROWER_SCREENS: a
 *   module two screens share goes with the first one the borrower opens
 *   (WALLET imports it from the dashboard's chunk, which is already there).
 *   Another screen that uses a module of one of these (verification, the
 *   back office) downloads that screen's chunk too: fewer bytes were not the
 *   goal there, fewer round trips were.
 */
export function screenChunkGroups(isFirstScreenModule: (id: string) => boolean): CodeSplittingGroup[] {
  const screens = BORROWER_SCREENS.map(({ name, modules }, index) => ({ name, test: modules, priority: BORROWER_SCREENS.length - index }));
  return [
    { name: 'first-screen', test: isFirstScreenModule, priority: screens.length + 2 },
    { name: 'first-screen', tags: ['$initial'], priority: screens.length + 1 },
    ...screens,
  ];
}

import { useDeferredValue } from 'react';

/**
 * False in a component's first render, true in the render React does right
 * after, in the background: in slices of a few milliseconds that let the
 * browser paint and answer taps in between. What can wait (hover hints, the
 * content below the notices) is drawn then, so a slow phone paints the
 * screen's frame and its notice first instead of blocking on the whole
 * screen at once (issue 14: the dashboard's first render was one task of
 * ~400 ms at Lighthouse's 4x CPU slowdown; docs/performance.md).
 */
export function useAfterFirstPaint(): boolean {
  return useDeferredValue(true, false);
}

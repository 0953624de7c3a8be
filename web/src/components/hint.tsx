import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { useAfterFirstPaint } from '../lib/after-first-paint';

/**
 * A hover hint for an icon button that already has its aria-label. The
 * tooltip (a floating-ui positioner per hint) is set up after the first
 * paint: nobody hovers before it, and on a phone it was a sixth of the
 * dashboard's first render.
 */
export function Hint({ label, children }: { label: string; children: ReactElement }) {
  const isReady = useAfterFirstPaint();
  return isReady ? <Tooltip label={label}>{children}</Tooltip> : children;
}

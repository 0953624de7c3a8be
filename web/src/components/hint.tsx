import { Tooltip } from '@mantine/core';
import { cloneElement, type PointerEvent, type ReactElement, useState } from 'react';

type HintTarget = ReactElement<{ onPointerEnter?: (event: PointerEvent<HTMLElement>) => void }>;

/**
 * A hover hint for an icon button that already has its aria-label (which is
 * what screen readers and touch users get). The tooltip is set up when a
 * mouse first comes over the button, open from that moment: each tooltip is
 * a portal and a floating-ui positioner, and mounting them with the screen
 * re-rendered the dashboard's header synchronously right after its first
 * commit on every load (decisions 027 and 029).
 */
export function Hint({ label, children }: { label: string; children: HintTarget }) {
  const [isWanted, setWanted] = useState(false);
  if (isWanted) return <Tooltip label={label} defaultOpened>{children}</Tooltip>;
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      // Mantine's tooltips answer hover only: a tap or focus opens nothing.
      if (event.pointerType === 'mouse') setWanted(true);
    },
  });
}

import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

type Tone = 'error' | 'success';

/**
 * A red or green notice box. Its colours come from the theme's notice
 * variables (theme.ts) so the title keeps at least 4.5:1 against its own
 * background in light and dark; a shaded colour such as `red.9` on a light
 * alert drew the title in the background's colour in dark mode.
 */
export function Notice({ tone, title, children, ...rest }: { tone: Tone; title?: ReactNode; children?: ReactNode } & Omit<AlertProps, 'color' | 'variant' | 'title' | 'vars'>) {
  return (
    <Alert
      {...rest}
      variant="light"
      title={title}
      vars={() => ({
        root: {
          '--alert-bg': `var(--notice-${tone}-bg)`,
          '--alert-color': `var(--notice-${tone}-color)`,
          '--alert-bd': `1px solid var(--notice-${tone}-border)`,
        },
      })}
    >
      {children}
    </Alert>
  );
}

import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/**
 * Every password field of the app. Mantine's PasswordInput shows and links
 * its error but never marks the field invalid for assistive technology;
 * this one does.
 */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}

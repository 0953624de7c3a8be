import { Group, Text } from '@mantine/core';
import type { ChangeEvent } from 'react';

/**
 * The browser's own checkbox in the theme's colour, for the sign-in screen:
 * Mantine's Checkbox brings its group and card variants along (2 KB gzip of
 * the first screen's budget, decision 020). Same label click target, same
 * keyboard and screen-reader behaviour as any native checkbox.
 */
export function PlainCheckbox({
  label,
  name,
  checked,
  onChange,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <Group component="label" gap="xs" wrap="nowrap" style={{ cursor: 'pointer' }}>
      <input type="checkbox" className="plain-checkbox" name={name} checked={checked} onChange={onChange} />
      <Text size="sm" component="span">
        {label}
      </Text>
    </Group>
  );
}

import { Card, Group, Stack, Title, type MantineSpacing } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

/**
 * A borrower's card that is a section of the page (a landmark named by its
 * heading): an icon and a level-2 title, an optional control beside the title
 * (`aside`), then the content. One place for the markup WALLET, HOME and
 * ACCOUNT's cards share.
 */
export function SectionCard({
  icon: SectionIcon,
  title,
  aside,
  gap = 'md',
  shadow,
  children,
}: {
  icon: Icon;
  title: ReactNode;
  aside?: ReactNode;
  gap?: MantineSpacing;
  shadow?: 'xs';
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = (
    <Group gap="xs" wrap="nowrap">
      <SectionIcon size={20} aria-hidden />
      <Title order={2} fz="md" id={headingId}>
        {title}
      </Title>
    </Group>
  );
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="lg" shadow={shadow}>
      <Stack gap={gap}>
        {aside ? (
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            {heading}
            {aside}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Card>
  );
}

import { REPAYMENT_LABELS } from '@app/domain/messages';
import { groupedReference } from '@app/domain/repayment';
import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { defineTexts, useTexts } from '../lib/i18n';

const repaymentLabels = defineTexts({ REPAYMENT_LABELS });

/**
 * A loan's payment reference, labelled, grouped for reading, with COPY (How
 * to Pay, Next Payment). `copyName` names the button for a screen reader
 * where two of them share a screen (it starts with the word shown).
 */
export function PaymentReference({ reference, copyName }: { reference: string; copyName?: string }) {
  const label = useTexts(repaymentLabels);
  const referenceId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" id={referenceId}>
        {label.paymentReference}
      </Text>
      {/* The reference stays on one line, copied without the spaces; on a narrow phone COPY moves under it rather than being cut. */}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fz="xl" fw={800} className="tabular" aria-labelledby={referenceId} style={{ letterSpacing: '0.04em', whiteSpace: 'nowrap' }}>
          {groupedReference(reference)}
        </Text>
        <CopyButton value={reference}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal.9' : undefined}
              size="sm"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
              aria-label={copied ? undefined : copyName}
            >
              {copied ? label.copied : label.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

import type { Loan } from '@app/domain/contract';
import { formatDate } from '@app/domain/format';
import { LABELS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

export function ApplicationInProgress({ loan, onOpenWallet }: { loan: Omit<Loan, 'status'>; onOpenWallet: () => void }) {
  const figures: Array<[string, string]> = [
    ['Amount', formatPhp(loan.amount)],
    ['Term', `${loan.term} months`],
    ['Rate', `${loan.interestRate}% per month`],
    ['Monthly payment', formatPhp(loan.monthlyPayment)],
  ];
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} fz="lg">
            {LABELS.applicationInProgress}
          </Title>
          <Badge color="gray" variant="light">
            pending
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Submitted {formatDate(loan.createdAt)}. We will notify you here as soon as a loan officer has reviewed it.
        </Text>
        <SimpleGrid cols={2} spacing="xs" className="tabular">
          {figures.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={700}>{value}</Text>
            </div>
          ))}
        </SimpleGrid>
        <Button variant="light" onClick={onOpenWallet}>
          Go to my wallet
        </Button>
      </Stack>
    </Card>
  );
}

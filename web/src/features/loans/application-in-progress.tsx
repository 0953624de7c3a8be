import type { Loan } from '@app/domain/contract';
import { formatDate } from '@app/domain/format';
import { formatPhp } from '@app/domain/money';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '../../lib/i18n';
import { labels, loanTexts } from './texts';

export function ApplicationInProgress({ loan, onOpenWallet }: { loan: Omit<Loan, 'status'>; onOpenWallet: () => void }) {
  const t = useTexts(loanTexts);
  const label = useTexts(labels);
  const figures: Array<[string, string]> = [
    [t.amount, formatPhp(loan.amount)],
    [t.term, t.months({ months: loan.term })],
    [t.rate, t.ratePerMonth({ rate: loan.interestRate })],
    [t.monthlyPayment, formatPhp(loan.monthlyPayment)],
  ];
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} fz="lg">
            {label.applicationInProgress}
          </Title>
          <Badge color="gray" variant="light">
            {t.pending}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t.submittedOn({ date: formatDate(loan.createdAt) })}
        </Text>
        <SimpleGrid cols={2} spacing="xs" className="tabular">
          {figures.map(([name, value]) => (
            <div key={name}>
              <Text size="xs" c="dimmed">
                {name}
              </Text>
              <Text fw={700}>{value}</Text>
            </div>
          ))}
        </SimpleGrid>
        <Button variant="light" onClick={onOpenWallet}>
          {t.goToWallet}
        </Button>
      </Stack>
    </Card>
  );
}

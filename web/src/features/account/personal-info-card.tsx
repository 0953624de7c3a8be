import type { PublicUser } from '@app/domain/contract';
import { maskAccountNumber } from '@app/domain/format';
import { formatPhp } from '@app/domain/money';
import { ActionIcon, Alert, Box, Button, Card, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTexts } from '../../lib/i18n';
import { accountTexts, labels } from './account-texts';
import { Fact } from '../../components/fact';

function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function Value({ value }: { value: string | null | undefined }) {
  const t = useTexts(accountTexts);
  return hasText(value) ? (
    <Text inherit>{value}</Text>
  ) : (
    <Text inherit c="dimmed" fw={400} fs="italic">
      {t.notProvided}
    </Text>
  );
}

function AccountNumber({ accountNumber }: { accountNumber: string | null }) {
  const [isRevealed, setIsRevealed] = useState(false);
  const t = useTexts(accountTexts);
  if (!hasText(accountNumber)) return <Value value={accountNumber} />;
  const label = isRevealed ? t.hideAccountNumber : t.showAccountNumber;
  return (
    <Group gap={6} wrap="nowrap">
      <Text inherit className="tabular">
        {isRevealed ? accountNumber : maskAccountNumber(accountNumber)}
      </Text>
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color="gray" size="md" aria-label={label} onClick={() => setIsRevealed(!isRevealed)}>
          {isRevealed ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** SPEC 2 and 6: the borrower's details, read-only; changes go through the loan officer. */
export function PersonalInfoCard({ user }: { user: PublicUser }) {
  const t = useTexts(accountTexts);
  const label = useTexts(labels);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-personal-info">
      <Group gap={8} mb="xs" wrap="nowrap">
        <IconLock size={20} aria-hidden />
        <Title order={2} fz="lg" id="account-personal-info">
          {t.personalInfoTitle}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t.readOnly}
      </Text>

      {!user.isVerified && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          mb="md"
          title={t.verificationIncomplete}
          // Yellow text on the yellow tint is unreadable; the tint and icon already carry the warning.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {user.verificationCompletedAt === null ? (
            <>
              <Text size="sm" mb="xs">
                {t.verificationMissing}
              </Text>
              <Button component={Link} to="/verification" size="xs" variant="filled" color="brand">
                {t.completeVerification}
              </Button>
            </>
          ) : (
            <Text size="sm">{label.verifiedDocumentsMissing}</Text>
          )}
        </Alert>
      )}

      {/* As many columns as fit: one on a phone or in the mobile view, two or more on a desktop. */}
      <Box
        component="dl"
        m={0}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
          gap: 'var(--mantine-spacing-sm) var(--mantine-spacing-md)',
        }}
      >
        <Fact label={t.fullName}>
          <Value value={user.fullName} />
        </Fact>
        <Fact label={t.email}>
          <Value value={user.email} />
        </Fact>
        <Fact label={t.contactNumber}>
          <Value value={user.contactNumber} />
        </Fact>
        <Fact label={t.address}>
          <Value value={user.address} />
        </Fact>
        <Fact label={t.countryWorking}>
          <Value value={user.countryWorking} />
        </Fact>
        <Fact label={t.monthlyIncome}>
          <Value value={user.monthlyIncome == null ? null : formatPhp(user.monthlyIncome)} />
        </Fact>
        <Fact label={t.loanPurpose}>
          <Value value={user.loanPurpose} />
        </Fact>
        <Fact label={t.emergencyContactName}>
          <Value value={user.contactPersonName} />
        </Fact>
        <Fact label={t.emergencyContactNumber}>
          <Value value={user.contactPersonTel} />
        </Fact>
        <Fact label={t.bankName}>
          <Value value={user.bankName} />
        </Fact>
        <Fact label={t.accountNumber}>
          <AccountNumber accountNumber={user.accountNumber} />
        </Fact>
      </Box>
    </Card>
  );
}

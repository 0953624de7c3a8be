import type { PublicUser } from '@app/domain/contract';
import { LABELS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { ActionIcon, Alert, Box, Button, Card, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';

const NOT_PROVIDED = 'Not provided';

/** SPEC section 3: all but the last 4 digits hidden. */
function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  if (digits.length <= 4) return '•'.repeat(digits.length);
  return `${'•'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Box component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </div>
  );
}

function Value({ value }: { value: string | null | undefined }) {
  return hasText(value) ? (
    <Text inherit>{value}</Text>
  ) : (
    <Text inherit c="dimmed" fw={400} fs="italic">
      {NOT_PROVIDED}
    </Text>
  );
}

function AccountNumber({ accountNumber }: { accountNumber: string | null }) {
  const [isRevealed, setIsRevealed] = useState(false);
  if (!hasText(accountNumber)) return <Value value={accountNumber} />;
  const label = isRevealed ? 'Hide account number' : 'Show account number';
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
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-personal-info">
      <Group gap={8} mb="xs" wrap="nowrap">
        <IconLock size={20} aria-hidden />
        <Title order={2} fz="lg" id="account-personal-info">
          Personal Information
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        This information is read-only. To change it, please contact your loan officer.
      </Text>

      {!user.isVerified && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          mb="md"
          title="Verification incomplete"
          // Yellow text on the yellow tint is unreadable; the tint and icon already carry the warning.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {user.verificationCompletedAt === null ? (
            <>
              <Text size="sm" mb="xs">
                Some of your details or documents are missing. Complete your identity verification to apply for a loan.
              </Text>
              <Button component={Link} to="/verification" size="xs" variant="filled" color="brand">
                Complete verification
              </Button>
            </>
          ) : (
            <Text size="sm">{LABELS.verifiedDocumentsMissing}</Text>
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
        <Field label="Full name">
          <Value value={user.fullName} />
        </Field>
        <Field label="Email">
          <Value value={user.email} />
        </Field>
        <Field label="Contact number">
          <Value value={user.contactNumber} />
        </Field>
        <Field label="Address">
          <Value value={user.address} />
        </Field>
        <Field label="Country working">
          <Value value={user.countryWorking} />
        </Field>
        <Field label="Monthly income">
          <Value value={user.monthlyIncome == null ? null : formatPhp(user.monthlyIncome)} />
        </Field>
        <Field label="Loan purpose">
          <Value value={user.loanPurpose} />
        </Field>
        <Field label="Emergency contact name">
          <Value value={user.contactPersonName} />
        </Field>
        <Field label="Emergency contact number">
          <Value value={user.contactPersonTel} />
        </Field>
        <Field label="Bank name">
          <Value value={user.bankName} />
        </Field>
        <Field label="Account number">
          <AccountNumber accountNumber={user.accountNumber} />
        </Field>
      </Box>
    </Card>
  );
}

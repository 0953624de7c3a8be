import type { PublicUser } from '@app/domain/contract';
import { truthInLending } from '@app/domain/loan';
import { AGREEMENT_ARTICLES, AGREEMENT_TEXTS, DIALOGS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Box, Button, Divider, Group, List, Modal, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { COMPANY } from '../../config/company';
import { RegulatorBanner } from '../../components/regulator-banner';
import { DisclosureStatement } from '../../components/disclosure-statement';
import { defineTexts, useTexts } from '../../lib/i18n';

const agreementTexts = defineTexts({ AGREEMENT_TEXTS });
const agreementArticles = defineTexts({ AGREEMENT_ARTICLES });
const dialogs = defineTexts({ DIALOGS });

/** The terms agreed; `documentaryStampTax`: pesos deducted from the proceeds when the borrower bears the tax (decision 072). */
export type AgreementTerms = { amount: number; term: number; interestRate: number; documentaryStampTax?: number };

type Party = { role: string; lines: ReadonlyArray<[string, string]> };

function PartyCard({ role, lines }: Party) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={700} size="sm" tt="uppercase" c="dimmed" mb={4}>
        {role}
      </Text>
      <Box component="dl" m={0}>
        {lines.map(([label, value]) => (
          <Group key={label} gap={6} wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
              {label}:
            </Text>
            <Text component="dd" size="sm" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Box>
    </Paper>
  );
}

function LoanTerms({ terms }: { terms: AgreementTerms }) {
  const disclosure = useMemo(() => truthInLending(terms), [terms]);
  const t = useTexts(agreementTexts);
  return (
    <Stack gap="sm" component="section" aria-label={t.loanTermsLabel}>
      <Title order={3} fz="md">
        {t.loanTerms}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" className="tabular">
        <Paper withBorder p="xs" radius="md">
          <Text size="xs" c="dimmed">
            {t.principal}
          </Text>
          <Text fw={700}>{formatPhp(terms.amount)}</Text>
        </Paper>
        <Paper withBorder p="xs" radius="md">
          <Text size="xs" c="dimmed">
            {t.term}
          </Text>
          <Text fw={700}>{t.months({ months: terms.term })}</Text>
        </Paper>
        <Paper withBorder p="xs" radius="md">
          <Text size="xs" c="dimmed">
            {t.flatRatePerMonth}
          </Text>
          <Text fw={700}>{terms.interestRate}%</Text>
        </Paper>
      </SimpleGrid>
      <DisclosureStatement disclosure={disclosure} term={terms.term} />
    </Stack>
  );
}

/**
 * The installment loan agreement (SPEC 2 and 9). With `terms` it is the
 * agreement for those terms and carries their Truth in Lending disclosure
 * (DEPARTURES 8); without, it is the standard agreement as published.
 */
export function LoanAgreementDialog({
  opened,
  onClose,
  user,
  terms,
}: {
  opened: boolean;
  onClose: () => void;
  user: Pick<PublicUser, 'fullName' | 'email' | 'contactNumber'>;
  /** The terms being applied for or agreed; the agreement then carries their disclosure. */
  terms?: AgreementTerms;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [headOffice] = COMPANY.offices;
  const t = useTexts(agreementTexts);
  const articles = useTexts(agreementArticles);
  const dialog = useTexts(dialogs);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={dialog.loanAgreement.title}
      size="xl"
      fullScreen={isPhone}
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': t.closeLabel }}
      styles={{ title: { fontWeight: 800, letterSpacing: '0.02em' } }}
    >
      <Stack gap="md">
        <RegulatorBanner />
        <Text size="sm">
          {t.preamble}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PartyCard
            role={t.lender}
            lines={[
              [t.name, COMPANY.name],
              [t.secRegistration, COMPANY.secRegistrationNumber],
              [t.certificateOfAuthority, COMPANY.certificateOfAuthorityNumber],
              [t.address, headOffice.address],
            ]}
          />
          <PartyCard
            role={t.borrower}
            lines={[
              [t.name, user.fullName],
              [t.email, user.email],
              [t.mobile, user.contactNumber],
            ]}
          />
        </SimpleGrid>

        {terms && <LoanTerms terms={terms} />}

        <Divider />
        {Object.values(articles).map(({ title, ...clauses }, index) => (
          <Box component="section" key={title} aria-labelledby={`agreement-article-${index + 1}`}>
            <Title order={3} fz="md" mb={6} id={`agreement-article-${index + 1}`}>
              {t.article({ number: index + 1, title })}
            </Title>
            <List type="ordered" spacing={6} size="sm" withPadding>
              {Object.values(clauses).map((clause) => (
                <List.Item key={clause}>{clause}</List.Item>
              ))}
            </List>
          </Box>
        ))}
        <Divider />
        <Text size="sm" c="dimmed">
          {t.acceptance({ hotline: COMPANY.hotline, email: COMPANY.email })}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t.close}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

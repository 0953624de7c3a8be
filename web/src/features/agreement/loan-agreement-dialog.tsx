import type { PublicUser } from '@app/domain/contract';
import { truthInLending } from '@app/domain/loan';
import { DIALOGS } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Box, Button, Divider, Group, List, Modal, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { COMPANY } from '../../config/company';
import { RegulatorBanner } from '../../components/regulator-banner';
import { DisclosureStatement } from '../../components/disclosure-statement';
import { AGREEMENT_ARTICLES } from './agreement-articles';

export type AgreementTerms = { amount: number; term: number; interestRate: number };

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
  return (
    <Stack gap="sm" component="section" aria-label="Loan terms">
      <Title order={3} fz="md">
        Loan Terms
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" className="tabular">
        <Paper withBorder p="xs" radius="md">
          <Text size="xs" c="dimmed">
            Principal
          </Text>
          <Text fw={700}>{formatPhp(terms.amount)}</Text>
        </Paper>
        <Paper withBorder p="xs" radius="md">
          <Text size="xs" c="dimmed">
            Term
          </Text>
          <Text fw={700}>{terms.term} months</Text>
        </Paper>
        <Paper withBorder p="xs" radius="md">
          <Text size="xs" c="dimmed">
            Flat rate per month
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

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={DIALOGS.loanAgreement.title}
      size="xl"
      fullScreen={isPhone}
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': 'Close the loan agreement' }}
      styles={{ title: { fontWeight: 800, letterSpacing: '0.02em' } }}
    >
      <Stack gap="md">
        <RegulatorBanner />
        <Text size="sm">
          This Installment Loan Agreement (the “Agreement”) is made between the Lender and the Borrower named below,
          who agree to the following terms.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PartyCard
            role="Lender"
            lines={[
              ['Name', COMPANY.name],
              ['SEC Registration No.', COMPANY.secRegistrationNumber],
              ['Certificate of Authority', COMPANY.certificateOfAuthorityNumber],
              ['Address', headOffice.address],
            ]}
          />
          <PartyCard
            role="Borrower"
            lines={[
              ['Name', user.fullName],
              ['Email', user.email],
              ['Mobile', user.contactNumber],
            ]}
          />
        </SimpleGrid>

        {terms && <LoanTerms terms={terms} />}

        <Divider />
        {AGREEMENT_ARTICLES.map((article, index) => (
          <Box component="section" key={article.title} aria-labelledby={`agreement-article-${index + 1}`}>
            <Title order={3} fz="md" mb={6} id={`agreement-article-${index + 1}`}>
              Article {index + 1}. {article.title}
            </Title>
            <List type="ordered" spacing={6} size="sm" withPadding>
              {article.clauses.map((clause) => (
                <List.Item key={clause}>{clause}</List.Item>
              ))}
            </List>
          </Box>
        ))}
        <Divider />
        <Text size="sm" c="dimmed">
          By ticking the agreement box and submitting an application, the Borrower accepts this Agreement
          electronically; an electronic acceptance has the same effect as a signature (R.A. 8792, the Electronic
          Commerce Act). Questions: {COMPANY.hotline} or {COMPANY.email}.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import type { LoanOffer, LoanWithAccount } from '@app/domain/contract';
import { formatDate, toManilaIsoDate } from '@app/domain/format';
import { LOAN_HELP_TEXTS } from '@app/domain/messages';
import { formatDecimal, formatPhp } from '@app/domain/money';
import { extensionWindow } from '@app/domain/repayment';
import { ExtensionRequestSchema, HardshipRequestSchema } from '@app/domain/schemas';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OfflineHint } from '../../components/offline-banner';
import { useSubmit } from '../../lib/error-text';
import { useField, useSchemaForm } from '../../lib/form';
import { defineTexts, useTexts } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notices';
import { useOfflineInfo } from '../../lib/online';
import { offersQueryOptions, useAcceptOffer, useAskForHelp } from './loan-help.queries';
import { SummaryTable } from './summary-table';
import { TitledCard } from './titled-card';

const loanHelpTexts = defineTexts({ LOAN_HELP_TEXTS });

type Texts = ReturnType<typeof loanHelpTexts.get>;
type Asking = 'hardship' | 'extension' | null;

const REASONS = ['lost_job_abroad', 'illness', 'family_emergency', 'delayed_salary', 'other'] as const;

/**
 * WALLET's help for a borrower in trouble (issue 32, decision 068): say you
 * cannot pay, or ask for a longer term (the app keeps the agreement's "at
 * least 5 days before the term ends" and says why); the offers staff made,
 * each with its new schedule and Truth in Lending disclosure, to accept.
 * Loaded lazily: only a borrower with a loan to repay reaches it.
 */
export function LoanHelpCard({ loan }: { loan: LoanWithAccount }) {
  const t = useTexts(loanHelpTexts);
  const { isOffline } = useOfflineInfo();
  const [asking, setAsking] = useState<Asking>(null);
  const offers = useQuery(offersQueryOptions(loan.id)).data ?? [];
  const open = offers.filter((offer) => offer.state === 'open');
  const window = extensionWindow({ accounts: loan.installments, today: toManilaIsoDate(new Date()) });
  return (
    <TitledCard title={t.title}>
      {open.map((offer) => (
        <OfferView key={offer.id} loanId={loan.id} offer={offer} />
      ))}
      <Text size="sm">{t.intro}</Text>
      <Group gap="sm">
        <Button variant="light" onClick={() => setAsking('hardship')} disabled={isOffline}>
          {t.cannotPay}
        </Button>
        <Button variant="light" onClick={() => setAsking('extension')} disabled={isOffline || !window.isOpen}>
          {t.extendTerm}
        </Button>
      </Group>
      {!window.isOpen && (
        <Text size="sm" c="dimmed">
          {t.extensionTooLate({ lastDay: formatDate(window.lastDay) })}
        </Text>
      )}
      <OfflineHint />
      <Modal opened={asking === 'hardship'} onClose={() => setAsking(null)} title={t.cannotPayTitle} centered size="sm" closeButtonProps={{ 'aria-label': t.cancel }}>
        <HardshipForm loanId={loan.id} onDone={() => setAsking(null)} />
      </Modal>
      <Modal opened={asking === 'extension'} onClose={() => setAsking(null)} title={t.extendTitle} centered size="sm" closeButtonProps={{ 'aria-label': t.cancel }}>
        <ExtensionForm loanId={loan.id} onDone={() => setAsking(null)} />
      </Modal>
    </TitledCard>
  );
}

function FormButtons({ isBusy, onCancel, t }: { isBusy: boolean; onCancel: () => void; t: Texts }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={isBusy}>
        {t.cancel}
      </Button>
      <Button type="submit" loading={isBusy}>
        {t.send}
      </Button>
    </Group>
  );
}

function HardshipForm({ loanId, onDone }: { loanId: number; onDone: () => void }) {
  const t = useTexts(loanHelpTexts);
  const ask = useAskForHelp(loanId);
  const form = useSchemaForm(HardshipRequestSchema, { reason: 'lost_job_abroad', note: '' });
  const field = useField(form);
  const submit = useSubmit(form, ask, { failedNotice: { title: t.sendFailed, message: '' } });
  return (
    <form
      noValidate
      aria-label={t.cannotPayTitle}
      onSubmit={form.handleSubmit((body) =>
        submit({ kind: 'hardship', body }, () => {
          notifySuccess({ title: t.requestSent, message: t.requestSentMessage });
          onDone();
        }),
      )}
    >
      <Stack gap="md">
        <NativeSelect label={t.reason} data={REASONS.map((value) => ({ value, label: t.reasons[value] }))} {...field('reason')} />
        <Textarea label={t.note} rows={3} maxLength={1000} data-autofocus {...field('note')} />
        <FormButtons isBusy={ask.isPending} onCancel={onDone} t={t} />
      </Stack>
    </form>
  );
}

function ExtensionForm({ loanId, onDone }: { loanId: number; onDone: () => void }) {
  const t = useTexts(loanHelpTexts);
  const ask = useAskForHelp(loanId);
  const form = useSchemaForm(ExtensionRequestSchema, { months: '' });
  const field = useField(form);
  const submit = useSubmit(form, ask, { failedNotice: { title: t.sendFailed, message: '' } });
  return (
    <form
      noValidate
      aria-label={t.extendTitle}
      onSubmit={form.handleSubmit((body) =>
        submit({ kind: 'extension', body }, () => {
          notifySuccess({ title: t.requestSent, message: t.requestSentMessage });
          onDone();
        }),
      )}
    >
      <Stack gap="md">
        <TextInput label={t.months} inputMode="numeric" data-autofocus {...field('months')} />
        <FormButtons isBusy={ask.isPending} onCancel={onDone} t={t} />
      </Stack>
    </form>
  );
}

const rate = (value: number) => formatDecimal(value, { maxDecimals: 2 });

/** One open offer: what it does, its new schedule and disclosure, and ACCEPT (the borrower's consent, recorded by the server). */
function OfferView({ loanId, offer }: { loanId: number; offer: LoanOffer }) {
  const t = useTexts(loanHelpTexts);
  const { isOffline } = useOfflineInfo();
  const accept = useAcceptOffer(loanId);
  const [isConfirming, setConfirming] = useState(false);
  const submit = useSubmit(null, accept, { failedNotice: { title: t.acceptFailed, message: '' } });
  const { disclosure } = offer;
  const summary =
    offer.kind === 'restructure'
      ? t.offerRestructure({ count: disclosure.installments })
      : t.offerHoliday({ months: disclosure.monthsDeferred, count: disclosure.installments });
  return (
    <Stack gap="sm" aria-label={t.offerTitle} role="group">
      <Title order={3} fz="sm">
        {t.offerTitle}
      </Title>
      <Text size="sm">{summary}</Text>
      {offer.lateFeesWaived > 0 && <Text size="sm">{t.lateFeesWaived({ amount: formatPhp(offer.lateFeesWaived) })}</Text>}
      <Table.ScrollContainer minWidth={280}>
        <Table striped fz="sm" aria-label={t.newSchedule}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.installmentNumber}</Table.Th>
              <Table.Th>{t.dueDate}</Table.Th>
              <Table.Th ta="right">{t.amount}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offer.schedule.map((row) => (
              <Table.Tr key={row.number}>
                <Table.Td>{row.number}</Table.Td>
                <Table.Td>{formatDate(row.dueDate)}</Table.Td>
                <Table.Td ta="right" className="tabular">
                  {formatPhp(row.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={4} fz="sm">
        {t.disclosureTitle}
      </Title>
      <SummaryTable
        rows={[
          [t.amountFinanced, formatPhp(disclosure.amountFinanced)],
          [t.financeCharge, formatPhp(disclosure.financeCharge)],
          [t.totalRepayment, formatPhp(disclosure.totalRepayment)],
          [t.monthlyPayment, formatPhp(disclosure.monthlyPayment)],
        ]}
      />
      <Text size="sm">{t.effectiveRate({ monthly: rate(disclosure.effectiveMonthlyRate), annual: rate(disclosure.effectiveAnnualRate) })}</Text>
      {isConfirming ? (
        <Alert variant="light" p="sm">
          <Stack gap="sm">
            <Text size="sm">{t.acceptQuestion}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={accept.isPending}>
                {t.cancel}
              </Button>
              <Button
                loading={accept.isPending}
                disabled={isOffline}
                onClick={() =>
                  void submit(
                    offer.id,
                    () => notifySuccess({ title: t.accepted, message: t.acceptedMessage }),
                    () => setConfirming(false),
                  )
                }
              >
                {t.accept}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Button onClick={() => setConfirming(true)} disabled={isOffline}>
          {t.accept}
        </Button>
      )}
    </Stack>
  );
}

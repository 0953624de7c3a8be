import type { PublicUser } from '@app/domain/contract';
import {
  LOAN_AMOUNT_STEP,
  LOAN_DEFAULT_AMOUNT,
  LOAN_DEFAULT_TERM,
  LOAN_MAX_AMOUNT,
  LOAN_MIN_AMOUNT,
  LOAN_TERM_OPTIONS,
  PREMIUM_THRESHOLD,
  defaultRateFor,
  rateOptionsFor,
} from '@app/domain/loan';
import { toManilaIsoDate } from '@app/domain/format';
import { formatPhp } from '@app/domain/money';
import { LoanApplicationSchema } from '@app/domain/schemas';
import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Paper,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import * as v from 'valibot';
import { OfflineHint } from '../../components/offline-banner';
import { HttpError } from '../../lib/api';
import { useTexts, useTranslateText } from '../../lib/i18n';
import { notifyError } from '../../lib/notices';
import { useOfflineInfo } from '../../lib/online';
import { LoanAgreementDialog } from '../agreement';
import { useDashboardView } from '../../lib/dashboard-view';
import { DisclosureStatement } from '../../components/disclosure-statement';
import { LoanAmountField } from './loan-amount-field';
import { borrowersDst, type LoanChoice, quote, withAmount } from './loan-calculator';
import { dstTermsQueryOptions, useApplyForLoan } from './loans.queries';
import { ANSWER_TEXTS, dialogs, labels, loanTexts, notices } from './texts';
import { useSubmit } from '../../lib/error-text';

// Issue 32: loaded only where the form shows; the dashboard of a borrower with a loan never needs it (250 KB budget).
const IncomeShare = lazy(() => import('./income-share').then((module) => ({ default: module.IncomeShare })));

const SLIDER_MARKS = [
  { value: LOAN_MIN_AMOUNT, label: '150K' },
  { value: 2_500_000, label: '2.5M' },
  { value: LOAN_MAX_AMOUNT, label: '5M' },
];

/** `onSubmitted` runs even when the new pending loan has already replaced this form (see HomeTab). */
export function QuickLoanApplication({ user, onSubmitted }: { user: PublicUser; onSubmitted: () => void }) {
  const navigate = useNavigate();
  const view = useDashboardView();
  const apply = useApplyForLoan();
  const { isOffline } = useOfflineInfo();
  const [choice, setChoice] = useState<LoanChoice>({
    amount: LOAN_DEFAULT_AMOUNT,
    term: LOAN_DEFAULT_TERM,
    interestRate: defaultRateFor({ amount: LOAN_DEFAULT_AMOUNT }),
  });
  const [hasAgreed, setAgreed] = useState(false);
  const [isAgreementOpen, setAgreementOpen] = useState(false);
  const amountLabelId = useId();
  const t = useTexts(loanTexts);
  const label = useTexts(labels);
  const notice = useTexts(notices);
  const answerText = useTranslateText(ANSWER_TEXTS);
  // Decision 072: a tax the borrower bears is deducted on the disclosure before they apply (estimated from today; fixed at payout).
  const isBorrowersDst = useQuery(dstTermsQueryOptions).data?.borneBy === 'borrower';
  const documentaryStampTax = isBorrowersDst ? borrowersDst(choice, toManilaIsoDate(new Date())) : 0;
  const figures = quote(choice, documentaryStampTax);
  const rateOptions = rateOptionsFor({ amount: choice.amount });

  const requireVerification = () => {
    notifyError(notice.verificationRequired);
    // Once verified, what is missing is restored by the loan officer, not the wizard (DEPARTURES 12).
    if (user.verificationCompletedAt === null) void navigate({ to: '/verification' });
  };

  // useSubmit waits on mutateAsync, not mutate's callbacks: the refreshed loans unmount
  // this form before the mutation settles, and React Query skips an unmounted caller's callbacks.
  const send = useSubmit(null, apply, {
    failedNotice: notice.applicationFailed,
    answers: (error) => {
      if (!(error instanceof HttpError && error.status === 403)) return false;
      requireVerification();
      return true;
    },
  });

  const submit = () => {
    if (!hasAgreed) {
      notifyError(notice.agreementRequired);
      return;
    }
    if (!user.isVerified) {
      requireVerification();
      return;
    }
    const parsed = v.safeParse(LoanApplicationSchema, choice);
    if (!parsed.success) {
      notifyError(notice.applicationFailed, parsed.issues[0] && answerText(parsed.issues[0].message));
      return;
    }
    void send(parsed.output, onSubmitted);
  };

  const calculator = (
    <Stack gap="lg">
      <div>
        <Group justify="space-between" align="baseline" mb={4}>
          <Text id={amountLabelId} fw={600} size="sm">
            {t.loanAmount}
          </Text>
          <Text fw={800} fz={22} c="brand" className="tabular" aria-live="polite">
            {formatPhp(choice.amount)}
          </Text>
        </Group>
        <LoanAmountField amount={choice.amount} labelledBy={amountLabelId} onChange={(amount) => setChoice((current) => withAmount(current, amount))} />
        <Slider
          min={LOAN_MIN_AMOUNT}
          max={LOAN_MAX_AMOUNT}
          step={LOAN_AMOUNT_STEP}
          value={choice.amount}
          onChange={(amount) => setChoice((current) => withAmount(current, amount))}
          marks={SLIDER_MARKS}
          // No tooltip: it covered the amount (issue 28); the figure above and the typed field show it.
          label={null}
          thumbProps={{ 'aria-labelledby': amountLabelId }}
          // Mantine sets aria-valuetext from this prop after thumbProps, so it must be given here.
          thumbValueText={(value) => formatPhp(value)}
          size="lg"
          mt="md"
          mb="lg"
        />
      </div>
      <div>
        <Text fw={600} size="sm" mb={6} id={`${amountLabelId}-term`}>
          {t.termMonths}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={`${amountLabelId}-term`}
          value={String(choice.term)}
          onChange={(term) => setChoice((current) => ({ ...current, term: Number(term) }))}
          data={LOAN_TERM_OPTIONS.map((term) => ({ value: String(term), label: String(term) }))}
        />
      </div>
      <div>
        {rateOptions.length === 1 ? (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {t.interestRate}
            </Text>
            <Text size="sm">
              <b>{t.standardRate}</b> {t.standardRateOnly({ threshold: formatPhp(PREMIUM_THRESHOLD) })}
            </Text>
          </Stack>
        ) : (
          <Radio.Group
            label={t.interestRate}
            value={String(choice.interestRate)}
            onChange={(rate) => setChoice((current) => ({ ...current, interestRate: Number(rate) }))}
          >
            <SimpleGrid cols={2} spacing="xs" mt={6}>
              {rateOptions.map((option) => (
                <Radio.Card key={option.rate} value={String(option.rate)} p="sm" radius="md">
                  <Group wrap="nowrap" align="flex-start" gap="xs">
                    <Radio.Indicator />
                    {/* May shrink with its card, a long word breaking rather than spilling over the card's edge. */}
                    <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      <Text fw={700}>{t.ratePerMonthShort({ rate: option.rate })}</Text>
                      <Text size="xs" c="dimmed">
                        {option.kind === 'premium' ? t.premium : t.standard}
                      </Text>
                      {option.isRecommended ? (
                        <Text size="xs" fw={700} c="light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-3))" mt={2}>
                          {t.recommended}
                        </Text>
                      ) : null}
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      </div>
    </Stack>
  );

  const summary = (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" bg="light-dark(var(--mantine-color-brand-0), var(--mantine-color-dark-6))">
        <Title order={3} fz="md" mb="xs">
          {label.loanSummary}
        </Title>
        <SimpleGrid cols={2} spacing="xs" className="tabular" aria-live="polite">
          <Figure label={t.monthlyPayment} value={formatPhp(figures.monthlyPayment)} isStrong />
          <Figure label={t.totalRepayment} value={formatPhp(figures.totalRepayment)} isStrong />
          <Figure label={t.amount} value={formatPhp(figures.amount)} />
          <Figure label={t.term} value={t.months({ months: figures.term })} />
          <Figure label={t.rate} value={t.ratePerMonth({ rate: figures.interestRate })} />
          <Figure label={t.effectiveRatePerYear} value={`${figures.disclosure.effectiveAnnualRate.toFixed(2)}%`} />
        </SimpleGrid>
      </Paper>
      <Suspense fallback={null}>
        <IncomeShare monthlyPayment={figures.monthlyPayment} monthlyIncome={user.monthlyIncome} />
      </Suspense>
      <Paper withBorder p="md" radius="md">
        <DisclosureStatement disclosure={figures.disclosure} term={choice.term} />
      </Paper>
      <Checkbox
        checked={hasAgreed}
        onChange={(event) => setAgreed(event.currentTarget.checked)}
        label={
          <>
            {t.agreeBefore}{' '}
            <Anchor component="button" type="button" fz="inherit" onClick={() => setAgreementOpen(true)}>
              {t.agreementLink}
            </Anchor>
            {t.agreeAfter}
          </>
        }
      />
      <Button
        size="lg"
        fullWidth
        onClick={submit}
        disabled={!hasAgreed || apply.isPending || isOffline}
        loading={apply.isPending}
      >
        {label.applyImmediately}
      </Button>
      <OfflineHint />
    </Stack>
  );

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {label.quickLoanApplication}
          </Title>
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
        </div>
        {view === 'desktop' ? (
          <SimpleGrid cols={2} spacing="xl">
            {calculator}
            {summary}
          </SimpleGrid>
        ) : (
          <>
            {calculator}
            {summary}
          </>
        )}
      </Stack>
      <LoanAgreementDialog opened={isAgreementOpen} onClose={() => setAgreementOpen(false)} user={user} terms={{ ...choice, documentaryStampTax }} />
    </Card>
  );
}

/** SPEC's success dialog, with the offer to switch to the wallet. */
export function LoanSubmittedDialog({
  opened,
  onClose,
  onOpenWallet,
}: {
  opened: boolean;
  onClose: () => void;
  onOpenWallet: () => void;
}) {
  const t = useTexts(loanTexts);
  const label = useTexts(labels);
  const dialog = useTexts(dialogs);
  // Mounted from its first opening on: a closed Mantine modal still mounts
  // its portal, whose layout effect re-rendered the home tab synchronously
  // right after the dashboard's first commit on every load (decision 029).
  const [hasOpened, setHasOpened] = useState(opened);
  if (opened && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Modal opened={opened} onClose={onClose} title={dialog.loanSubmitted.title} centered>
      <Stack>
        <Text size="sm">
          {t.submittedMessage}
        </Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              onClose();
              onOpenWallet();
            }}
          >
            {t.goToWallet}
          </Button>
          <Button onClick={onClose} data-autofocus>
            {label.ok}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Figure({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={isStrong ? 800 : 600} fz={isStrong ? 'lg' : 'sm'}>
        {value}
      </Text>
    </div>
  );
}

import type { PublicUser } from '@app/domain/contract';
import { hasAllDocuments } from '@app/domain/documents';
import { VERIFICATION_STEP_COUNT as stepCount } from '@app/domain/messages';
import { Container, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { COMPANY } from '../../config/company';
import { useTexts } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notices';
import { authKeys } from '../../lib/query-keys';
import { meQueryOptions } from '../auth';
import { documentsQueryOptions } from '../documents';
import { BankStep } from './bank-step';
import { DocumentsStep } from './documents-step';
import { PersonalDetailsStep } from './personal-details-step';
import { notices, verificationTexts } from './texts';

export type Step = 1 | 2 | 3;

function hasPersonalDetails(user: PublicUser): boolean {
  return Boolean(user.address && user.countryWorking && user.monthlyIncome !== null && user.loanPurpose && user.contactPersonName && user.contactPersonTel);
}

/** A borrower who comes back resumes at the first step not yet done. */
export function firstOpenStep(user: PublicUser, hasDocuments: boolean): Step {
  if (!hasPersonalDetails(user)) return 1;
  if (!hasDocuments) return 2;
  return 3;
}

export function VerificationPage() {
  const { data: user } = useSuspenseQuery(meQueryOptions);
  const documents = useQuery({ ...documentsQueryOptions, refetchInterval: false });
  // DEPARTURES 12: once verified, details change through the loan officer; the wizard is not offered.
  if (user?.verificationCompletedAt) return <Navigate to="/dashboard" replace />;
  if (!user || documents.isPending) return null;
  return <VerificationWizard user={user} initialStep={firstOpenStep(user, hasAllDocuments({ documents: documents.data ?? [] }))} />;
}

export function VerificationWizard({ user, initialStep = 1 }: { user: PublicUser; initialStep?: Step }) {
  const [step, setStep] = useState<Step>(initialStep);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useTexts(verificationTexts);
  const notice = useTexts(notices);
  const stepText = t.step({ step, count: stepCount });
  const finish = () => {
    notifySuccess(notice.verificationComplete);
    void navigate({ to: '/dashboard' });
  };
  // Bank details the loan officer already entered make the documents the last step.
  const afterDocuments = () =>
    queryClient.getQueryData<PublicUser | null>(authKeys.me)?.verificationCompletedAt ? finish() : setStep(3);
  return (
    <Container component="main" size={560} px="sm" py="lg">
      <Stack gap="md">
        <div>
          <Text fw={800} c="brand" size="sm">
            {COMPANY.shortName}
          </Text>
          <Title order={1} fz={24}>
            {t.title}
          </Title>
          <Text c="dimmed" size="sm">
            {t.intro}
          </Text>
        </div>
        <Stack gap={6}>
          <Group justify="space-between">
            <Text fw={700} size="sm" aria-live="polite">
              {stepText}
            </Text>
          </Group>
          <Progress
            value={(step / stepCount) * 100}
            aria-label={stepText}
            size="md"
            radius="xl"
          />
          <Group component="ol" gap={4} justify="space-between" wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
            {Object.values(t.stepTitles).map((title, index) => {
              const isReached = index + 1 <= step;
              return (
                <Text
                  component="li"
                  key={title}
                  size="xs"
                  fw={isReached ? 700 : 400}
                  c={isReached ? 'brand' : 'dimmed'}
                  aria-current={index + 1 === step ? 'step' : undefined}
                  data-reached={isReached || undefined}
                >
                  {index + 1}. {title}
                </Text>
              );
            })}
          </Group>
        </Stack>
        <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="lg">
          {step === 1 ? <PersonalDetailsStep user={user} onDone={() => setStep(2)} /> : null}
          {step === 2 ? <DocumentsStep onBack={() => setStep(1)} onDone={afterDocuments} /> : null}
          {step === 3 ? <BankStep user={user} onBack={() => setStep(2)} onDone={finish} /> : null}
        </Paper>
      </Stack>
    </Container>
  );
}

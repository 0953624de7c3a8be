import type { PublicUser } from '@app/domain/contract';
import { hasAllDocuments } from '@app/domain/documents';
import { STEP_TITLES, stepLabel, VERIFICATION_STEP_COUNT } from '@app/domain/messages';
import { Container, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { COMPANY } from '../../config/company';
import { meQueryOptions } from '../auth';
import { documentsQueryOptions } from '../documents';
import { BankStep } from './bank-step';
import { DocumentsStep } from './documents-step';
import { PersonalDetailsStep } from './personal-details-step';

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
  if (!user || documents.isPending) return null;
  return <VerificationWizard user={user} initialStep={firstOpenStep(user, hasAllDocuments({ documents: documents.data ?? [] }))} />;
}

export function VerificationWizard({ user, initialStep = 1 }: { user: PublicUser; initialStep?: Step }) {
  const [step, setStep] = useState<Step>(initialStep);
  return (
    <Container component="main" size={560} px="sm" py="lg">
      <Stack gap="md">
        <div>
          <Text fw={800} c="brand" size="sm">
            {COMPANY.shortName}
          </Text>
          <Title order={1} fz={24}>
            Identity verification
          </Title>
          <Text c="dimmed" size="sm">
            Philippine lending rules require us to know who you are before we can lend. It takes about 5 minutes.
          </Text>
        </div>
        <Stack gap={6}>
          <Group justify="space-between">
            <Text fw={700} size="sm" aria-live="polite">
              {stepLabel(step)}
            </Text>
          </Group>
          <Progress
            value={(step / VERIFICATION_STEP_COUNT) * 100}
            aria-label={stepLabel(step)}
            size="md"
            radius="xl"
          />
          <Group component="ol" gap={4} justify="space-between" wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
            {STEP_TITLES.map((title, index) => {
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
          {step === 2 ? <DocumentsStep onBack={() => setStep(1)} onDone={() => setStep(3)} /> : null}
          {step === 3 ? <BankStep user={user} onBack={() => setStep(2)} /> : null}
        </Paper>
      </Stack>
    </Container>
  );
}

import type { PublicUser } from '@app/domain/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { useDashboardView } from '../../lib/dashboard-view';
import { DocumentViewsCard, DownloadDataCard } from '../privacy';
import { ComplaintsCard } from '../complaints';
import { ChangePasswordCard } from './change-password-card';
import { CreditScoreCard } from './credit-score-card';
import { DocumentsCard } from './documents-card';
import { MessagesCard } from './messages-card';
import { PersonalInfoCard } from './personal-info-card';
import { TwoStepCard } from './two-step-card';

/** The ACCOUNT tab (SPEC 2): credit score, personal information, documents, password and the two-step sign-in (DEPARTURES 17); complaints, who viewed the documents and the data download (issue 15). */
export function AccountTab({ user }: { user: PublicUser }) {
  const view = useDashboardView();
  if (view === 'desktop') {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <CreditScoreCard score={user.creditScore} />
          <PersonalInfoCard user={user} />
        </Stack>
        <Stack gap="md">
          <DocumentsCard isVerificationOpen={user.verificationCompletedAt === null} />
          <DocumentViewsCard />
          <ChangePasswordCard user={user} />
          <TwoStepCard />
          <MessagesCard user={user} />
          <DownloadDataCard />
          <ComplaintsCard />
        </Stack>
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="md">
      <CreditScoreCard score={user.creditScore} />
      <PersonalInfoCard user={user} />
      <DocumentsCard isVerificationOpen={user.verificationCompletedAt === null} />
      <DocumentViewsCard />
      <ChangePasswordCard user={user} />
      <TwoStepCard />
      <MessagesCard user={user} />
      <DownloadDataCard />
      <ComplaintsCard />
    </Stack>
  );
}

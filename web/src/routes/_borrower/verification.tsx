import { createFileRoute } from '@tanstack/react-router';
import { VerificationPage } from '../../features/verification/verification-page';

export const Route = createFileRoute('/_borrower/verification')({
  component: VerificationPage,
});

import type { PublicUser } from '@app/domain/contract';
import { Modal } from '@mantine/core';

export type AgreementTerms = { amount: number; term: number; interestRate: number };

// Placeholder while the agreement is being written in parallel; replaced in full.
export function LoanAgreementDialog({
  opened,
  onClose,
  user,
}: {
  opened: boolean;
  onClose: () => void;
  user: Pick<PublicUser, 'fullName' | 'email' | 'contactNumber'>;
  /** The terms being applied for or agreed; the agreement then carries their disclosure. */
  terms?: AgreementTerms;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="INSTALLMENT LOAN AGREEMENT">
      {user.fullName}
    </Modal>
  );
}

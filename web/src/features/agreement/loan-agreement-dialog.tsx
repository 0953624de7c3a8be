import type { PublicUser } from '@app/domain/contract';
import { Modal } from '@mantine/core';

// Placeholder while the agreement is being written in parallel; replaced in full.
export function LoanAgreementDialog({
  opened,
  onClose,
  user,
}: {
  opened: boolean;
  onClose: () => void;
  user: Pick<PublicUser, 'fullName' | 'email' | 'contactNumber'>;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="INSTALLMENT LOAN AGREEMENT">
      {user.fullName}
    </Modal>
  );
}

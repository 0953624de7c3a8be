import { Alert, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { COMPANY } from '../config/company';

/**
 * The licence a lending company must display (R.A. 9474 and SEC rules): who
 * regulates it and the numbers a borrower can check with the SEC.
 */
export function RegulatorBanner() {
  return (
    <Alert
      variant="light"
      color="brand"
      icon={<IconShieldCheck aria-hidden />}
      title={`Licensed lending company · ${COMPANY.name}`}
      role="note"
    >
      <Text size="sm">Regulated by the {COMPANY.regulator}.</Text>
      <Text size="sm" className="tabular">
        SEC Registration No. <b>{COMPANY.secRegistrationNumber}</b> · Certificate of Authority{' '}
        <b>{COMPANY.certificateOfAuthorityNumber}</b>
      </Text>
    </Alert>
  );
}

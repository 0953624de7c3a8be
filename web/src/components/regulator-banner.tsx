import { Alert, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { COMPANY } from '../config/company';
import { useTexts } from '../lib/i18n';
import { componentTexts } from './texts';

/**
 * The licence a lending company must display (R.A. 9474 and SEC rules): who
 * regulates it and the numbers a borrower can check with the SEC.
 */
export function RegulatorBanner() {
  const t = useTexts(componentTexts);
  return (
    <Alert
      variant="light"
      color="brand"
      icon={<IconShieldCheck aria-hidden />}
      title={t.licensed({ company: COMPANY.name })}
      role="note"
    >
      <Text size="sm">{t.regulatedBy({ regulator: COMPANY.regulator })}</Text>
      <Text size="sm" className="tabular">
        {t.secRegistration} <b>{COMPANY.secRegistrationNumber}</b> {t.certificateOfAuthority}{' '}
        <b>{COMPANY.certificateOfAuthorityNumber}</b>
      </Text>
    </Alert>
  );
}

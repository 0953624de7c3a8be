/*
 * The lender's public particulars, shown on the login screen, the About tab,
 * the loan agreement and the app manifest, and printed on statements,
 * receipts and certificates (issue 12). This is the one place to change
 * them: the web reads them through web/src/config/company.ts, the server
 * directly. The defaults are deliberately fake: replace every value with the
 * company's registered details before going live.
 */
type Office = { name: string; address: string };

export type Company = {
  name: string;
  shortName: string;
  secRegistrationNumber: string;
  certificateOfAuthorityNumber: string;
  hotline: string;
  email: string;
  registrationDate: string;
  regulator: string;
  offices: readonly [Office, Office];
  /** RA 10173: the Data Protection Officer borrowers write to about their personal data. */
  dataProtectionOfficer: { name: string; email: string; phone: string };
};

export const COMPANY: Company = {
  name: 'Sample Lending Corporation',
  shortName: 'Sample Lending',
  secRegistrationNumber: 'CS0000000000 (sample)',
  certificateOfAuthorityNumber: 'CA No. 0000 (sample)',
  hotline: '+63 2 8000 0000 (sample)',
  email: 'help@lending.example',
  registrationDate: '2020-01-15',
  regulator: 'Securities and Exchange Commission (SEC) of the Philippines',
  offices: [
    { name: 'Head Office', address: 'Unit 000, Sample Tower, 1 Example Avenue, Makati City, Metro Manila 1200 (sample)' },
    { name: 'Cebu Branch', address: '2F Example Building, 2 Sample Street, Cebu City, Cebu 6000 (sample)' },
  ],
  dataProtectionOfficer: { name: 'Data Protection Officer (sample)', email: 'dpo@lending.example', phone: '+63 2 8000 0001 (sample)' },
};

export { ConsentScreen } from './consent-screen';
export { DocumentViewsCard, DocumentViewsTable } from './document-views-card';
export { DownloadDataCard } from './download-data-card';
export { PrivacyConsentField } from './privacy-consent-field';

export { documentsQueryOptions, FileUploadError, uploadDocuments } from './documents.queries';

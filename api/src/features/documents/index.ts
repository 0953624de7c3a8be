export { adminDocumentsRoutes } from './documents.admin.routes';
export { documentFileRoutes, documentsRoutes } from './documents.routes';
export { listDocumentViewsOf } from './documents.queries';

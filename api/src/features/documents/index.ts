export { adminDocumentsRoutes } from './documents.admin.routes';
export { documentFileRoutes, documentsRoutes } from './documents.routes';

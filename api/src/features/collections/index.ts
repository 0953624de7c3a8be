export { adminCollectionsRoutes, adminLoanContactsRoutes } from './collections.routes';

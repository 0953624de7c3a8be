export { adminOffersRoutes, hardshipRoutes } from './hardship.routes';

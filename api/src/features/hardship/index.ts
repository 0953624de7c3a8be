export { adminOffersRoutes, hardshipRoutes } from './hardship.routes';
export { makeOfferIn } from './hardship.service';

export { adminOffersRoutes, hardshipRoutes } from './hardship.routes';
export { helpOf, makeOfferIn } from './hardship.service';

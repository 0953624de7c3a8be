export { adminOffersRoutes, hardshipRoutes } from './hardship.routes';
export { helpOf, makeOfferIn } from './hardship.service';
export { writeOffIn } from './write-off.service';

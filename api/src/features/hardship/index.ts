export { adminOffersRoutes, hardshipRoutes } from './hardship.routes';
export { acceptedRestructuresOf, helpOf, makeOfferIn } from './hardship.service';
export { writeOffIn } from './write-off.service';

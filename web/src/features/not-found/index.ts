export { ErrorPage } from './error-page';
export { NotFoundPage } from './not-found-page';

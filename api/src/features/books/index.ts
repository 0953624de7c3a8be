export { adminBooksRoutes } from './books.routes';
export { booksPostingHook } from './journal-posting.service';
export { reconciliation } from './books.service';
export { closeMonthIn } from './close.service';

export { adminBooksRoutes } from './books.routes';
export { adminStatementsRoutes } from './statements.routes';
export { booksPostingHook } from './journal-posting.service';
export { reconciliation } from './books.service';
export { closeMonthIn } from './close.service';

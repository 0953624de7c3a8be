export { adminBooksRoutes } from './books.routes';
export { adminStatementsRoutes } from './statements.routes';
export { booksPostingHook } from './journal-posting.service';
export { reconciliation, unearnedInterestOf } from './books.service';
export { closeMonthIn } from './close.service';
export { recordOpeningIn } from './entries.service';
export { BooksNotEmptyError, rebuildBooks } from './rebuild.service';

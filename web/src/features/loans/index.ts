export { HomeTab } from './home-tab';
export { latestLoan, loansQueryOptions } from './loans.queries';

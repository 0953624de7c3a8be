import { setupServer } from 'msw/node';

/** The msw server of the component tests; each test adds the handlers it needs. */
export const server = setupServer();

export { createLiveEvents, type LiveEvent, type LiveEvents } from './live.events';
export { attachLiveChannel } from './live.socket';
export { createPostgresLiveEvents } from './live-postgres.events';

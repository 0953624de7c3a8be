export { createLiveEvents, type LiveEvent, type LiveEvents } from './live.events';
export { attachLiveChannel, type LiveChannel } from './live.socket';
export { createPostgresLiveEvents } from './live-postgres.events';
export { createWorkerLiveEvents, relayLiveEvents } from './live-workers.events';

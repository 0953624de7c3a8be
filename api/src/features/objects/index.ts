export { objectsRoutes } from './objects.routes';
export { claimUploadedFile, confirmUploadedFile, sweepStaleUploads } from './objects.service';

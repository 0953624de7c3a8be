export { objectsRoutes } from './objects.routes';
export { claimUploadedFile, sweepStaleUploads, uploadTokenFromUrl } from './objects.service';

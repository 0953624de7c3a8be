export { adminComplaintsRoutes } from './complaints.admin.routes';
export { complaintsRoutes } from './complaints.routes';
export { listComplaintsOfUser } from './complaints.queries';

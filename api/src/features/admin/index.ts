export { adminRoutes } from './admin.routes';
export { listMembers } from './members.queries';
export { addAdmin } from './staff.service';

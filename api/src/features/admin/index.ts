export { adminRoutes } from './admin.routes';
export { listMembers } from './members.queries';

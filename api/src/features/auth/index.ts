export { authRoutes } from './auth.routes';
export { ensureMainAdmin, setPasswordByAdmin } from './auth.service';

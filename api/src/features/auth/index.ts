export { authRoutes, meAnswer } from './auth.routes';
export { ensureMainAdmin, setPasswordByAdmin } from './auth.service';
export { resetSecondFactor } from './second-factor.service';

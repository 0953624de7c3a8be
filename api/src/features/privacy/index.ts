export { privacyRoutes } from './privacy.routes';
export { planRetention, applyRetention } from './retention.service';

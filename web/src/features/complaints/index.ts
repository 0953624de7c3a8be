export { ComplaintsCard } from './complaints-card';
export { STATE_COLORS as COMPLAINT_STATE_COLORS } from './complaints-card';

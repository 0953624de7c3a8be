export { ComplaintsCard } from './complaints-card';

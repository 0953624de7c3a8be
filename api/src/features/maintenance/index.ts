export { runMaintenance } from './maintenance.service';

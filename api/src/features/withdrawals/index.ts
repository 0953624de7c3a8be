export { adminWithdrawalsRoutes } from './withdrawals.admin.routes';
export { codeStateOf } from './withdrawals.queries';
export { ownWithdrawalsRoutes, withdrawalsRoutes } from './withdrawals.routes';
export { expireStaleCodes, publishCodeChange, rejectOpenWithdrawalsOf } from './withdrawals.service';

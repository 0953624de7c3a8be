export { adminWithdrawalsRoutes } from './withdrawals.admin.routes';
export { codeStateOf } from './withdrawals.queries';
export { ownWithdrawalsRoutes, withdrawalsRoutes } from './withdrawals.routes';
export { decideWithdrawalIn, expireStaleCodes, publishCodeChange, rejectOpenWithdrawalsOf } from './withdrawals.service';

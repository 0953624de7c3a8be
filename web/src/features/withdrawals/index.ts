export { EmphasizedAmount } from './emphasized-amount';
export { useWithdrawalFlow } from './use-withdrawal-flow';
export { WithdrawalDialogs } from './withdrawal-dialogs';
export { openWithdrawal, withdrawalsQueryOptions } from './withdrawals.queries';

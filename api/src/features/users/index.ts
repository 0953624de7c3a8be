export { assertBorrowerAccount, assertCanManage, loadDecidableOwner, loadManageable } from './member-access.service';
export {
  documentTypesOf,
  findLiveUserByEmail,
  findLiveUserById,
  findUserById,
  insertUser,
  isReserving,
  isVerificationComplete,
  isWithdrawalHeld,
  recordVerificationIfComplete,
  reservedCentavos,
  toPublicUser,
  toPublicUsers,
} from './users.queries';
export { userRoutes } from './users.routes';
export { loadUnverifiedSelf } from './users.service';

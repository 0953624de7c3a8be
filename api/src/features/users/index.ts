export { assertBorrowerAccount, assertCanManage, loadDecidableOwner, loadManageable, loadOwnerForStaff } from './member-access.service';
export {
  documentTypesOf,
  findLiveStaffByEmail,
  findLiveUsersByEmail,
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
export { verifyEmail } from './message-channels.service';

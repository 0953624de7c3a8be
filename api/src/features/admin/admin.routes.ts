import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../auth/auth.middleware';
import { adminDocumentsRoutes } from '../documents/documents.admin.routes';
import { adminLoansRoutes } from '../loans/loans.admin.routes';
import { adminRepaymentsRoutes } from '../repayments/repayments.admin.routes';
import { adminWithdrawalsRoutes } from '../withdrawals/withdrawals.admin.routes';
import { adminMembersRoutes } from './members.routes';
import { adminStaffRoutes } from './staff.routes';

// Every /api/admin call needs an admin or the main admin; the main-admin-only
// calls add their own guard in staff.routes.
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .route('/loans', adminLoansRoutes)
  .route('/', adminRepaymentsRoutes)
  .route('/withdrawals', adminWithdrawalsRoutes)
  .route('/users', adminDocumentsRoutes)
  .route('/users', adminMembersRoutes)
  .route('/', adminStaffRoutes);

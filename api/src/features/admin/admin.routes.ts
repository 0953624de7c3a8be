import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../http/guards';
import { adminCollectionsRoutes, adminLoanContactsRoutes } from '../collections';
import { adminBooksRoutes, adminStatementsRoutes } from '../books';
import { adminComplaintsRoutes } from '../complaints';
import { adminComplianceRoutes } from '../compliance';
import { adminDocumentsRoutes } from '../documents';
import { adminOffersRoutes } from '../hardship';
import { adminLoansRoutes } from '../loans';
import { adminMessagesRoutes } from '../outbox';
import { adminReportsRoutes, adminRepaymentsRoutes } from '../repayments';
import { adminWithdrawalsRoutes } from '../withdrawals';
import { adminApprovalsRoutes } from './approvals.routes';
import { adminMembersRoutes } from './members.routes';
import { adminStaffRoutes } from './staff.routes';

// Every /api/admin call needs an admin or the main admin; the main-admin-only
// calls add their own guard in staff.routes.
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .route('/approvals', adminApprovalsRoutes)
  .route('/books', adminBooksRoutes)
  .route('/books', adminStatementsRoutes)
  .route('/loans', adminLoansRoutes)
  .route('/loans', adminLoanContactsRoutes)
  .route('/loans', adminOffersRoutes)
  .route('/collections', adminCollectionsRoutes)
  .route('/compliance', adminComplianceRoutes)
  .route('/messages', adminMessagesRoutes)
  .route('/', adminRepaymentsRoutes)
  .route('/reports', adminReportsRoutes)
  .route('/withdrawals', adminWithdrawalsRoutes)
  .route('/users', adminDocumentsRoutes)
  .route('/users', adminMembersRoutes)
  .route('/', adminStaffRoutes)
  .route('/', adminComplaintsRoutes);

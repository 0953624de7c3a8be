import { APPROVAL_MESSAGES, sentForApprovalMessage, type Notice } from '@app/domain/messages';
import { notifyInfo, notifySuccess } from '../../lib/notices';
import { isSentForApproval } from './admin.queries';

/**
 * After an action that may wait for four eyes (issue 15): its success notice,
 * or "Sent for approval" when the API answered 202 and nothing changed yet.
 */
export function notifyDoneOrSent(result: unknown, success: Notice): void {
  if (isSentForApproval(result)) notifyInfo({ title: APPROVAL_MESSAGES.sentForApprovalTitle, message: sentForApprovalMessage({ kind: result.approval.kind }) });
  else notifySuccess(success);
}

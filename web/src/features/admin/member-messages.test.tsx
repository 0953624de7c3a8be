import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aVerifiedUser } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server, serveMember } from '../../test/server';
import { MemberDialog } from './member-dialog';
import { MessagesSection } from './member-messages';

const MARIA = aVerifiedUser({ id: 7, email: 'maria@example.com' });

const SENT_NOTICE = {
  id: 41,
  channel: 'sms',
  destination: '+63 9•• ••• 4567',
  purpose: 'notice',
  state: 'sent',
  attempts: 1,
  body: 'Your loan has been approved.',
  provider: 'semaphore',
  providerMessageId: '91000001',
  failureReason: null,
  createdAt: '2026-11-21T06:30:00.000Z',
  notBefore: '2026-11-21T06:30:00.000Z',
  sentAt: '2026-11-21T06:31:00.000Z',
  deliveredAt: null,
};

const RETRYING_CODE = {
  ...SENT_NOTICE,
  id: 42,
  channel: 'email',
  destination: 'm•••@example.com',
  purpose: 'code',
  state: 'queued',
  attempts: 3,
  body: 'Your withdrawal code is ••••••.',
  providerMessageId: null,
  provider: 'smtp',
  failureReason: 'SMTP: no answer within 10 s',
  notBefore: '2026-11-21T06:40:00.000Z',
  sentAt: null,
};

describe('a member’s messages in their history (issue 29)', () => {
  it('lists channel, masked destination, purpose, state, provider id, tries, last error and times; never a code', async () => {
    serveMember(MARIA, { messages: [RETRYING_CODE, SENT_NOTICE] });
    const { user } = await renderWithProviders(<MemberDialog memberId={7} onClose={() => {}} />);
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const table = await screen.findByRole('table', { name: 'Messages to the member' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('WhenChannelToPurposeStateProvider and its idTriesLast errorText');
    expect(rows[1]).toHaveTextContent(
      'Queued Nov 21, 2026, 2:30 PM, next try Nov 21, 2026, 2:40 PMEmailm•••@example.comCodeWaitingsmtp3SMTP: no answer within 10 sA code is never shown',
    );
    expect(rows[2]).toHaveTextContent(
      'Queued Nov 21, 2026, 2:30 PM, sent Nov 21, 2026, 2:31 PMSMS+63 9•• ••• 4567NoticeSentsemaphore 910000011—Your loan has been approved.',
    );
    expect(table).not.toHaveTextContent('Your withdrawal code');
  });

  it('says so when nothing was sent to the member', async () => {
    serveMember(MARIA);
    const { user } = await renderWithProviders(<MemberDialog memberId={7} onClose={() => {}} />);
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No messages have been sent to this member.')).toBeInTheDocument();
  });
});

describe('MESSAGES (issue 29)', () => {
  it('counts what failed and what waits, and lists each with its member and the reason', async () => {
    server.use(
      http.get('/api/admin/messages/attention', () =>
        HttpResponse.json({
          failed: 1,
          retrying: 2,
          messages: [
            { ...RETRYING_CODE, userId: 7, memberName: 'Maria Santos' },
            { ...SENT_NOTICE, id: 40, state: 'failed', providerMessageId: null, failureReason: 'interrupted; outcome unknown', sentAt: null, userId: 8, memberName: 'Jose Rizal' },
          ],
        }),
      ),
    );
    await renderWithProviders(<MessagesSection />, { path: '/admin' });
    expect(await screen.findByRole('status')).toHaveTextContent('1 failed, 2 waiting to be retried');
    const rows = within(screen.getByRole('table', { name: 'Messages needing attention' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('WhenMemberChannelToPurposeStateProvider and its idTriesLast errorText');
    expect(rows[1]).toHaveTextContent('Maria SantosEmailm•••@example.comCodeWaitingsmtp3SMTP: no answer within 10 sA code is never shown');
    expect(rows[2]).toHaveTextContent('Jose RizalSMS+63 9•• ••• 4567NoticeFailedsemaphore1interrupted; outcome unknownYour loan has been approved.');
  });

  it('says every message went out when nothing failed or waits', async () => {
    server.use(http.get('/api/admin/messages/attention', () => HttpResponse.json({ failed: 0, retrying: 0, messages: [] })));
    await renderWithProviders(<MessagesSection />, { path: '/admin' });
    expect(await screen.findByText('Every message went out: nothing failed or is waiting.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 failed, 0 waiting to be retried');
  });
});

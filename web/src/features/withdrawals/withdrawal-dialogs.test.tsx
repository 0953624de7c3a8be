import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { aNotification, aVerifiedUser, aWithdrawal, serveWalletApi } from '../../test/fixtures';
import { WalletTab } from '../wallet';

function render(user = aVerifiedUser({ walletBalance: 1_200_000, availableBalance: 1_200_000 })) {
  return renderWithProviders(<WalletTab user={user} />, { path: '/dashboard' });
}

/** Records the JSON bodies msw receives on a POST path and answers with `reply`. */
function recordPosts(path: string, reply: (body: unknown, index: number) => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return reply(body, bodies.length - 1);
    }),
  );
  return bodies;
}

async function openAmountStep(user: Awaited<ReturnType<typeof render>>['user']) {
  await user.click(screen.getByRole('button', { name: 'WITHDRAW' }));
  return screen.findByRole('dialog', { name: 'Withdraw Funds' });
}

async function typeCode(user: Awaited<ReturnType<typeof render>>['user'], dialog: HTMLElement, code: string) {
  await user.click(within(dialog).getByRole('textbox', { name: 'Withdrawal code, digit 1 of 6' }));
  await user.keyboard(code);
}

describe('Withdrawal dialogs', () => {
  it('goes amount → code → wrong code → right code → submitted, with the bodies SPEC section 7 names', async () => {
    serveWalletApi();
    const requests = recordPosts('/api/withdrawals', () => HttpResponse.json(aWithdrawal({ amount: 5000 }), { status: 201 }));
    const verifications = recordPosts('/api/withdrawals/verify', (_body, index) =>
      index === 0
        ? HttpResponse.json(
            { message: 'Please input correct OTP code', fieldErrors: { otp: ['Please input correct OTP code'] } },
            { status: 400 },
          )
        : HttpResponse.json(aWithdrawal({ amount: 5000, status: 'pending' })),
    );
    const { user } = await render();

    const amountStep = await openAmountStep(user);
    // True whether the code goes to the notifications, by SMS or by email (issue 29): the next step says where.
    expect(within(amountStep).getByText('We will send you a 6-digit code to confirm this withdrawal. The next step says where we sent it.')).toBeInTheDocument();
    await user.type(within(amountStep).getByRole('textbox', { name: 'Amount (PHP)' }), '5000');
    await user.click(within(amountStep).getByRole('button', { name: 'SUBMIT' }));

    const codeStep = await screen.findByRole('dialog', { name: 'Enter OTP' });
    // Issue 28 item 5: the step itself says where the code went; no notice asks to wait for a notification.
    expect(screen.queryByText('Please wait for your OTP-code notification')).not.toBeInTheDocument();
    expect(requests).toEqual([{ amount: 5000 }]);
    expect(within(codeStep).getByText('PHP 5,000.00')).toBeInTheDocument();
    expect(within(codeStep).getByText(/5 tries left/)).toBeInTheDocument();

    await typeCode(user, codeStep, '111111');
    await user.click(within(codeStep).getByRole('button', { name: 'SUBMIT' }));
    const wrongCode = await screen.findByRole('dialog', { name: 'Invalid OTP' });
    expect(within(wrongCode).getByText('Please input correct OTP code')).toBeInTheDocument();
    await user.click(within(wrongCode).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invalid OTP' })).not.toBeInTheDocument());

    await typeCode(user, codeStep, '123456');
    await user.click(within(codeStep).getByRole('button', { name: 'SUBMIT' }));
    const submitted = await screen.findByRole('dialog', { name: 'Withdrawal Submitted' });
    expect(within(submitted).getByText(/awaits approval by your loan officer/)).toBeInTheDocument();
    expect(verifications).toEqual([
      { amount: 5000, otp: '111111' },
      { amount: 5000, otp: '123456' },
    ]);
    await user.click(within(submitted).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each(['', '0', '-5', 'abc', '12.345'])("refuses the amount '%s' with 'Invalid Amount'", async (amount) => {
    serveWalletApi();
    const requests = recordPosts('/api/withdrawals', () => HttpResponse.json(aWithdrawal()));
    const { user } = await render();
    const amountStep = await openAmountStep(user);
    if (amount) await user.type(within(amountStep).getByRole('textbox', { name: 'Amount (PHP)' }), amount);
    await user.click(within(amountStep).getByRole('button', { name: 'SUBMIT' }));

    expect(await screen.findByText('Invalid Amount')).toBeInTheDocument();
    // Once in the notice, once under the field.
    expect(screen.getAllByText('Please enter a valid withdrawal amount.')).toHaveLength(2);
    expect(within(amountStep).getByRole('textbox', { name: 'Amount (PHP)' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  it('requests an amount typed with thousands commas as its number (issue 28)', async () => {
    serveWalletApi();
    const requests = recordPosts('/api/withdrawals', () => HttpResponse.json(aWithdrawal({ amount: 50_000 }), { status: 201 }));
    const { user } = await render();
    const amountStep = await openAmountStep(user);
    await user.type(within(amountStep).getByRole('textbox', { name: 'Amount (PHP)' }), '50,000');
    await user.click(within(amountStep).getByRole('button', { name: 'SUBMIT' }));
    await screen.findByRole('dialog', { name: 'Enter OTP' });
    expect(requests).toEqual([{ amount: 50_000 }]);
  });

  it.each([
    ['abc', 'Enter an amount like 38,000 or 38,000.50'],
    ['-5', 'Enter the amount without a minus sign, like 38,000'],
    ['12.345', 'Use at most 2 decimals, like 38,000.50'],
  ])("says under SPEC's message what an amount looks like, for '%s'", async (amount, hint) => {
    serveWalletApi();
    const requests = recordPosts('/api/withdrawals', () => HttpResponse.json(aWithdrawal()));
    const { user } = await render();
    const amountStep = await openAmountStep(user);
    await user.type(within(amountStep).getByRole('textbox', { name: 'Amount (PHP)' }), amount);
    await user.click(within(amountStep).getByRole('button', { name: 'SUBMIT' }));
    expect(await within(amountStep).findByText(hint)).toBeInTheDocument();
    expect(within(amountStep).getByText('Please enter a valid withdrawal amount.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("refuses an incomplete code with 'Invalid OTP' and sends nothing", async () => {
    serveWalletApi({ withdrawals: [] });
    recordPosts('/api/withdrawals', () => HttpResponse.json(aWithdrawal(), { status: 201 }));
    const verifications = recordPosts('/api/withdrawals/verify', () => HttpResponse.json(aWithdrawal({ status: 'pending' })));
    const { user } = await render();
    const amountStep = await openAmountStep(user);
    await user.type(within(amountStep).getByRole('textbox', { name: 'Amount (PHP)' }), '5000');
    await user.click(within(amountStep).getByRole('button', { name: 'SUBMIT' }));
    const codeStep = await screen.findByRole('dialog', { name: 'Enter OTP' });

    await typeCode(user, codeStep, '123');
    await user.click(within(codeStep).getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter the complete 6-digit OTP.')).toHaveLength(2);
    expect(verifications).toEqual([]);
  });

  it("opens 'Withdrawal Not Available' while a withdrawal is pending", async () => {
    serveWalletApi({ withdrawals: [aWithdrawal({ status: 'pending' })] });
    const { user } = await render(aVerifiedUser({ walletBalance: 10_000, availableBalance: 5_000 }));
    await screen.findByText(/is waiting for approval by your loan officer/);
    await user.click(screen.getByRole('button', { name: 'WITHDRAW' }));

    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal Not Available' });
    expect(
      within(dialog).getByText('You already have a withdrawal in progress. Please wait until it has been processed.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Enter code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Withdraw Funds' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets a borrower who closed the dialog enter the code of a request that is waiting for it', async () => {
    serveWalletApi({ withdrawals: [aWithdrawal({ amount: 750.25, code: { ...aWithdrawal().code, triesLeft: 3 } })] });
    const verifications = recordPosts('/api/withdrawals/verify', () =>
      HttpResponse.json(aWithdrawal({ amount: 750.25, status: 'pending' })),
    );
    const { user } = await render();
    await screen.findByText(/is waiting for its code/);
    await user.click(screen.getByRole('button', { name: 'WITHDRAW' }));
    const notAvailable = await screen.findByRole('dialog', { name: 'Withdrawal Not Available' });
    await user.click(within(notAvailable).getByRole('button', { name: 'Enter code' }));

    const codeStep = await screen.findByRole('dialog', { name: 'Enter OTP' });
    expect(within(codeStep).getByText('PHP 750.25')).toBeInTheDocument();
    expect(within(codeStep).getByText(/3 tries left/)).toBeInTheDocument();
    await typeCode(user, codeStep, '654321');
    await user.click(within(codeStep).getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('dialog', { name: 'Withdrawal Submitted' })).toBeInTheDocument();
    expect(verifications).toEqual([{ amount: 750.25, otp: '654321' }]);
  });

  it('offers the code step from the wallet card too', async () => {
    serveWalletApi({ withdrawals: [aWithdrawal({ amount: 5000 })] });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Enter code' }));
    expect(await screen.findByRole('dialog', { name: 'Enter OTP' })).toBeInTheDocument();
  });

  it('starts again at the amount step after the dialog is closed', async () => {
    serveWalletApi({ notifications: [aNotification({ title: 'Withdrawal Code', message: 'Your withdrawal code is 123456' })] });
    recordPosts('/api/withdrawals', () => HttpResponse.json(aWithdrawal(), { status: 201 }));
    const { user } = await render();
    const amountStep = await openAmountStep(user);
    await user.type(within(amountStep).getByRole('textbox', { name: 'Amount (PHP)' }), '5000');
    await user.click(within(amountStep).getByRole('button', { name: 'SUBMIT' }));
    const codeStep = await screen.findByRole('dialog', { name: 'Enter OTP' });
    // Issue 28 item 5: the dialog that asks for the code never repeats it.
    expect(within(codeStep).queryByText(/123456/)).not.toBeInTheDocument();

    await user.click(within(codeStep).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enter OTP' })).not.toBeInTheDocument());
    const again = await openAmountStep(user);
    expect(within(again).getByRole('textbox', { name: 'Amount (PHP)' })).toHaveValue('');
  });

  it("shows the server's message in 'Withdrawal Failed'", async () => {
    serveWalletApi();
    recordPosts('/api/withdrawals', () =>
      HttpResponse.json({ code: 'insufficient_balance', message: 'Withdrawal amount exceeds your available balance' }, { status: 409 }),
    );
    const { user } = await render();
    const amountStep = await openAmountStep(user);
    await user.type(within(amountStep).getByRole('textbox', { name: 'Amount (PHP)' }), '2000000');
    await user.click(within(amountStep).getByRole('button', { name: 'SUBMIT' }));

    expect(await screen.findByText('Withdrawal Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Withdrawal amount exceeds your available balance')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Withdraw Funds' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to create withdrawal request.' when the server says nothing", async () => {
    serveWalletApi();
    recordPosts('/api/withdrawals', () => new HttpResponse(null, { status: 502 }));
    const { user } = await render();
    const amountStep = await openAmountStep(user);
    await user.type(within(amountStep).getByRole('textbox', { name: 'Amount (PHP)' }), '100');
    await user.click(within(amountStep).getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Withdrawal Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to create withdrawal request.')).toBeInTheDocument();
  });

  it("turns the server's 'in progress' refusal into 'Withdrawal Not Available'", async () => {
    serveWalletApi();
    recordPosts('/api/withdrawals', () =>
      HttpResponse.json({ code: 'withdrawal_pending', message: 'You already have a withdrawal in progress' }, { status: 409 }),
    );
    const { user } = await render();
    const amountStep = await openAmountStep(user);
    await user.type(within(amountStep).getByRole('textbox', { name: 'Amount (PHP)' }), '100');
    await user.click(within(amountStep).getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('dialog', { name: 'Withdrawal Not Available' })).toBeInTheDocument();
  });

  // DEPARTURES 12: after staff change the bank account, new withdrawals wait.
  const HELD =
    'Your bank details were changed recently. For your security, withdrawals are on hold until Nov 22, 2026, 10:00 AM. If you did not ask for this change, please contact your loan officer at once.';

  it("says why withdrawals are on hold in 'Withdrawal Not Available', without sending a request", async () => {
    serveWalletApi();
    const requests = recordPosts('/api/withdrawals', () => HttpResponse.json(aWithdrawal(), { status: 201 }));
    const { user } = await render(aVerifiedUser({ withdrawalsHeldUntil: '2026-11-22T02:00:00.000Z' }));
    await user.click(screen.getByRole('button', { name: 'WITHDRAW' }));

    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal Not Available' });
    expect(within(dialog).getByText(HELD)).toBeInTheDocument();
    expect(within(dialog).queryByText('You already have a withdrawal in progress. Please wait until it has been processed.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Withdraw Funds' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual([]);
  });

  it("shows the server's hold reason in 'Withdrawal Not Available' when the hold began after the page loaded", async () => {
    serveWalletApi();
    recordPosts('/api/withdrawals', () => HttpResponse.json({ code: 'withdrawals_held', message: HELD }, { status: 409 }));
    const { user } = await render();
    const amountStep = await openAmountStep(user);
    await user.type(within(amountStep).getByRole('textbox', { name: 'Amount (PHP)' }), '100');
    await user.click(within(amountStep).getByRole('button', { name: 'SUBMIT' }));

    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal Not Available' });
    expect(within(dialog).getByText(HELD)).toBeInTheDocument();
    expect(screen.queryByText('Withdrawal Failed')).not.toBeInTheDocument();
  });

  it("shows why an expired code can't be used and lets the borrower start again", async () => {
    serveWalletApi({ withdrawals: [aWithdrawal()] });
    recordPosts('/api/withdrawals/verify', () =>
      HttpResponse.json({ code: 'otp_expired', message: 'This code has expired. Please request a new withdrawal code.' }, { status: 409 }),
    );
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Enter code' }));
    const codeStep = await screen.findByRole('dialog', { name: 'Enter OTP' });
    // The expiry is now known to the list as well.
    server.use(http.get('/api/user/withdrawals', () => HttpResponse.json([aWithdrawal({ status: 'expired' })])));
    await typeCode(user, codeStep, '123456');
    await user.click(within(codeStep).getByRole('button', { name: 'SUBMIT' }));

    expect(await within(codeStep).findByText('This code has expired. Please request a new withdrawal code.')).toBeInTheDocument();
    await user.click(within(codeStep).getByRole('button', { name: 'Start a new withdrawal' }));
    expect(await screen.findByRole('dialog', { name: 'Withdraw Funds' })).toBeInTheDocument();
  });

  it('never shows the code or the latest notification; says the code is in the notifications (the bell), and where the money goes', async () => {
    serveWalletApi({ notifications: [aNotification({ title: 'Withdrawal Code', message: 'Your withdrawal code is 912563 for PHP 5,000.00.' })] });
    recordPosts('/api/withdrawals', () => HttpResponse.json(aWithdrawal({ amount: 5000, codeSentTo: [] }), { status: 201 }));
    const { user } = await render();
    const amountStep = await openAmountStep(user);
    await user.type(within(amountStep).getByRole('textbox', { name: 'Amount (PHP)' }), '5000');
    await user.click(within(amountStep).getByRole('button', { name: 'SUBMIT' }));

    const codeStep = await screen.findByRole('dialog', { name: 'Enter OTP' });
    expect(codeStep).toHaveTextContent('Enter the 6-digit code we sent to your notifications (the bell) for your withdrawal of PHP 5,000.00.');
    expect(codeStep).toHaveTextContent('Once your loan officer approves it, the money goes to BDO, account ending 7890.');
    expect(codeStep).not.toHaveTextContent('912563');
    expect(codeStep).not.toHaveTextContent(/latest notification/i);
    expect(codeStep).not.toHaveTextContent('001234567890');
  });

  it('names the masked phone and email the code went to', async () => {
    serveWalletApi({ withdrawals: [aWithdrawal({ amount: 750.25, codeSentTo: ['+63 9•• ••• 4567', 'm•••@example.com'] })] });
    const { user } = await render();
    await screen.findByText(/is waiting for its code/);
    await user.click(screen.getByRole('button', { name: 'WITHDRAW' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Withdrawal Not Available' })).getByRole('button', { name: 'Enter code' }));
    const codeStep = await screen.findByRole('dialog', { name: 'Enter OTP' });
    expect(codeStep).toHaveTextContent('Enter the 6-digit code we sent to +63 9•• ••• 4567 and m•••@example.com for your withdrawal of PHP 750.25.');
  });

  it("offers 'Send again' only after a 60-second countdown, then asks for a new code", async () => {
    const sentNow = { ...aWithdrawal().code, sentAt: new Date().toISOString() };
    serveWalletApi({ withdrawals: [aWithdrawal({ code: sentNow, codeSentTo: ['+63 9•• ••• 4567'] })] });
    const { user } = await render();
    await screen.findByText(/is waiting for its code/);
    await user.click(screen.getByRole('button', { name: 'WITHDRAW' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Withdrawal Not Available' })).getByRole('button', { name: 'Enter code' }));
    const codeStep = await screen.findByRole('dialog', { name: 'Enter OTP' });
    const waiting = within(codeStep).getByRole('button', { name: /^Send again in \d+ seconds?$/ });
    expect(waiting).toBeDisabled();
    expect(waiting.textContent).toMatch(/^Send again in (60|59|58|57|56|55) seconds$/);

    // A code sent a minute ago: the button is open and asks the server for a new one.
    const resends: number[] = [];
    server.use(
      http.post('/api/withdrawals/resend-code', () => {
        resends.push(1);
        return HttpResponse.json(aWithdrawal({ code: { ...sentNow, sentAt: new Date().toISOString() }, codeSentTo: ['+63 9•• ••• 4567'] }));
      }),
    );
    serveWalletApi({ withdrawals: [aWithdrawal({ code: { ...sentNow, sentAt: new Date(Date.now() - 61_000).toISOString() }, codeSentTo: ['+63 9•• ••• 4567'] })] });
    const open = await within(codeStep).findByRole('button', { name: 'Send again' }, { timeout: 8000 });
    await user.click(open);
    expect(await within(codeStep).findByText('We sent you a new code.')).toBeInTheDocument();
    expect(resends).toHaveLength(1);
    expect(within(codeStep).getByRole('button', { name: /^Send again in \d+ seconds?$/ })).toBeDisabled();
  });
});

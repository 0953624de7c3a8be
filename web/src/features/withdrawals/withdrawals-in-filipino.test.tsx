import { configure, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setDeviceLanguage } from '../../lib/i18n';
import { aNotification, aVerifiedUser, aWithdrawal, serveWalletApi } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { WalletTab } from '../wallet';

// The code step waits on two round trips; the Filipino chunk is imported on first use. This bounds
// the wait on a loaded machine, it does not add one.
configure({ asyncUtilTimeout: 5000 });

/** The WALLET tab of a borrower who reads Filipino (issue 15). */
async function renderInFilipino(user = aVerifiedUser({ walletBalance: 1_200_000, availableBalance: 1_200_000 })) {
  setDeviceLanguage('fil');
  const rendered = await renderWithProviders(<WalletTab user={user} />, { path: '/dashboard' });
  // The Filipino texts arrive as their own chunk; until then the screen is in English.
  await screen.findByRole('button', { name: 'MAG-WITHDRAW' });
  return rendered;
}

async function typeCode(user: Awaited<ReturnType<typeof renderInFilipino>>['user'], dialog: HTMLElement, code: string) {
  await user.click(within(dialog).getByRole('textbox', { name: 'Withdrawal code, digit 1 sa 6' }));
  await user.keyboard(code);
}

describe('Withdrawal dialogs in Filipino', () => {
  it('asks for the amount in Filipino, says the server refusal under the field and in the notice, then asks for the code', async () => {
    serveWalletApi();
    let requests = 0;
    server.use(
      http.post('/api/withdrawals', () => {
        requests += 1;
        return requests === 1
          ? HttpResponse.json({ code: 'insufficient_balance', message: 'Withdrawal amount exceeds your available balance' }, { status: 400 })
          : HttpResponse.json(aWithdrawal({ amount: 5000 }), { status: 201 });
      }),
    );
    const { user } = await renderInFilipino();

    await user.click(screen.getByRole('button', { name: 'MAG-WITHDRAW' }));
    const amountStep = await screen.findByRole('dialog', { name: 'Mag-withdraw ng Pera' });
    expect(within(amountStep).getByText('Puwedeng i-withdraw: PHP 1,200,000.00')).toBeInTheDocument();
    expect(
      within(amountStep).getByText('Magpapadala kami sa iyo ng 6-digit na code para kumpirmahin ang withdrawal na ito. Sasabihin ng susunod na hakbang kung saan namin ito ipinadala.'),
    ).toBeInTheDocument();
    const amount = within(amountStep).getByRole('textbox', { name: 'Halaga (PHP)' });
    await user.type(amount, '2000000');
    await user.click(within(amountStep).getByRole('button', { name: 'IPASA' }));
    // Under the field and in the notice.
    await waitFor(() =>
      expect(screen.getAllByText('Mas malaki ang halagang iwi-withdraw kaysa sa puwede mong i-withdraw')).toHaveLength(2),
    );

    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(within(amountStep).getByRole('button', { name: 'IPASA' }));
    const codeStep = await screen.findByRole('dialog', { name: 'Ilagay ang OTP' });
    expect(within(codeStep).getByText(/^Ilagay ang 6-digit na code na ipinadala namin sa iyong mga abiso/)).toHaveTextContent(
      'Ilagay ang 6-digit na code na ipinadala namin sa iyong mga abiso (ang kampanilya) para sa iyong withdrawal na PHP 5,000.00.',
    );
    expect(
      within(codeStep).getByText('Kapag naaprubahan ito ng iyong loan officer, mapupunta ang pera sa BDO, account na nagtatapos sa 7890.'),
    ).toBeInTheDocument();
    expect(within(codeStep).getByRole('button', { name: /^Ipadala ulit/ })).toBeInTheDocument();
    expect(within(codeStep).getByText('PHP 5,000.00')).toBeInTheDocument();
    expect(within(codeStep).getByText(/5 subok na lang$/)).toBeInTheDocument();
    expect(requests).toBe(2);
  });

  it("shows 'Please input correct OTP code' in Filipino over the code step, then the request submitted", async () => {
    serveWalletApi({ withdrawals: [aWithdrawal({ amount: 5000 })] });
    let verifications = 0;
    server.use(
      http.post('/api/withdrawals/verify', () => {
        verifications += 1;
        return verifications === 1
          ? HttpResponse.json(
              { message: 'Please input correct OTP code', fieldErrors: { otp: ['Please input correct OTP code'] } },
              { status: 400 },
            )
          : HttpResponse.json(aWithdrawal({ amount: 5000, status: 'pending' }));
      }),
    );
    const { user } = await renderInFilipino();
    await user.click(await screen.findByRole('button', { name: 'Ilagay ang code' }));
    const codeStep = await screen.findByRole('dialog', { name: 'Ilagay ang OTP' });

    await typeCode(user, codeStep, '111111');
    await user.click(within(codeStep).getByRole('button', { name: 'IPASA' }));
    const wrongCode = await screen.findByRole('dialog', { name: 'Maling OTP' });
    expect(within(wrongCode).getByText('Pakilagay ang tamang OTP code')).toBeInTheDocument();
    await user.click(within(wrongCode).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Maling OTP' })).not.toBeInTheDocument());

    await typeCode(user, codeStep, '123456');
    await user.click(within(codeStep).getByRole('button', { name: 'IPASA' }));
    const submitted = await screen.findByRole('dialog', { name: 'Naipasa ang Withdrawal' });
    expect(within(submitted).getByText(/^Nakumpirma na ang iyong withdrawal na/)).toHaveTextContent(
      'Nakumpirma na ang iyong withdrawal na PHP 5,000.00 at naghihintay na ng pag-apruba ng iyong loan officer. Aalis ang pera sa iyong wallet kapag naaprubahan na ito.',
    );
    expect(verifications).toBe(2);
  });

  it("says in Filipino why a code can no longer be used, as the server words it", async () => {
    serveWalletApi({ withdrawals: [aWithdrawal()], notifications: [aNotification({ title: 'Withdrawal Code' })] });
    server.use(
      http.post('/api/withdrawals/verify', () =>
        HttpResponse.json({ code: 'otp_locked', message: 'Too many wrong codes. Please request a new withdrawal code.' }, { status: 409 }),
      ),
    );
    const { user } = await renderInFilipino();
    expect(await screen.findByText(/^Naghihintay ng code ang iyong withdrawal na/)).toHaveTextContent(
      /^Naghihintay ng code ang iyong withdrawal na PHP 5,000\.00 \(mag-e-expire .+\)\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Ilagay ang code' }));
    const codeStep = await screen.findByRole('dialog', { name: 'Ilagay ang OTP' });
    // Issue 28 item 5: no notification (and no code) inside the dialog that asks for it.
    expect(within(codeStep).queryByRole('region', { name: 'Ang pinakabago mong abiso' })).not.toBeInTheDocument();
    await typeCode(user, codeStep, '123456');
    await user.click(within(codeStep).getByRole('button', { name: 'IPASA' }));

    expect(await within(codeStep).findByText('Masyadong maraming maling code. Humiling ng bagong withdrawal code.')).toBeInTheDocument();
    expect(within(codeStep).getByText('Hindi na magagamit ang code na ito')).toBeInTheDocument();
    await user.click(within(codeStep).getByRole('button', { name: 'Magsimula ng bagong withdrawal' }));
    expect(await screen.findByRole('dialog', { name: 'Mag-withdraw ng Pera' })).toBeInTheDocument();
  });

  it("says in Filipino that withdrawals are on hold after a change of bank account, and that one is in progress", async () => {
    serveWalletApi();
    const { user, unmount } = await renderInFilipino(aVerifiedUser({ withdrawalsHeldUntil: '2026-11-22T02:00:00.000Z' }));
    await user.click(screen.getByRole('button', { name: 'MAG-WITHDRAW' }));
    let dialog = await screen.findByRole('dialog', { name: 'Hindi Puwedeng Mag-withdraw' });
    expect(
      within(dialog).getByText(
        'Binago kamakailan ang detalye ng iyong bank account. Para sa iyong seguridad, naka-hold ang mga withdrawal hanggang Nov 22, 2026, 10:00 AM. Kung hindi ikaw ang humiling ng pagbabagong ito, makipag-ugnayan agad sa iyong loan officer.',
      ),
    ).toBeInTheDocument();
    unmount();

    serveWalletApi({ withdrawals: [aWithdrawal({ status: 'pending' })] });
    const second = await renderInFilipino(aVerifiedUser({ walletBalance: 10_000, availableBalance: 5_000 }));
    expect(await screen.findByText(/^Naghihintay ng pag-apruba ng iyong loan officer ang iyong withdrawal na/)).toHaveTextContent(
      'Naghihintay ng pag-apruba ng iyong loan officer ang iyong withdrawal na PHP 5,000.00.',
    );
    await second.user.click(screen.getByRole('button', { name: 'MAG-WITHDRAW' }));
    dialog = await screen.findByRole('dialog', { name: 'Hindi Puwedeng Mag-withdraw' });
    expect(within(dialog).getByText('May withdrawal ka pang pinoproseso. Hintaying matapos ito.')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Naghihintay ng pag-apruba ng iyong loan officer ang iyong request na/)).toHaveTextContent(
      'Naghihintay ng pag-apruba ng iyong loan officer ang iyong request na PHP 5,000.00.',
    );
  });
});

import { within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setDeviceLanguage } from '../../lib/i18n';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { TwoStepCard } from './two-step-card';

// Issue 27 item 4, DEPARTURES 17: a borrower turns the second factor on and off in ACCOUNT.

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Sample%20Lending%20Corporation:maria%40example.com?secret=${SECRET}&issuer=Sample%20Lending%20Corporation&algorithm=SHA1&digits=6&period=30`;
const RECOVERY = ['aaaaa-bbbbb', 'ccccc-ddddd', 'eeeee-fffff', 'ggggg-hhhhh', 'iiiii-jjjjj', 'kkkkk-lllll', 'mmmmm-nnnnn', 'ooooo-ppppp', 'qqqqq-rrrrr', 'sssss-ttttt'];
const WRONG = 'That code is not right. Enter the 6-digit code your authenticator app shows now, or a recovery code.';
const BORROWER = { id: 7, email: 'maria@example.com', role: 'user' };

/** The API of the second factor as the server keeps it: off, then on after the right first code, then off after a right code. */
function withSecondFactorApi(isInitiallyOn: boolean) {
  let isOn = isInitiallyOn;
  const sent: { path: string; body: unknown }[] = [];
  const wrongCode = () => HttpResponse.json({ code: 'mfa_invalid_code', message: WRONG, fieldErrors: { code: [WRONG] } }, { status: 400 });
  server.use(
    http.get('/api/auth/mfa', () => HttpResponse.json({ enabled: isOn })),
    http.post('/api/auth/mfa/setup', () => {
      sent.push({ path: 'setup', body: null });
      return HttpResponse.json({ secret: SECRET, uri: URI });
    }),
    http.post('/api/auth/mfa/enroll', async ({ request }) => {
      const body = (await request.json()) as { code: string };
      sent.push({ path: 'enroll', body });
      if (body.code !== '123456') return wrongCode();
      isOn = true;
      return HttpResponse.json({ user: BORROWER, recoveryCodes: RECOVERY });
    }),
    http.post('/api/auth/mfa/disable', async ({ request }) => {
      const body = (await request.json()) as { code: string };
      sent.push({ path: 'disable', body });
      if (body.code !== '234567' && body.code !== 'sssss-ttttt') return wrongCode();
      isOn = false;
      return HttpResponse.json({ enabled: false });
    }),
  );
  return sent;
}

describe('the two-step sign-in card', () => {
  it('turns on with the QR code, the key and a 6-digit code, shows the ten recovery codes once, then turns off with a code', async () => {
    const sent = withSecondFactorApi(false);
    const { user } = await renderWithProviders(<TwoStepCard />, { path: '/dashboard' });
    const card = screen.getByRole('region', { name: 'Two-step sign-in' });
    expect(await within(card).findByText('Off. Turn it on to be asked for a code from an authenticator app each time you sign in.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByLabelText('Or type this key in the app')).toHaveTextContent(SECRET);
    const qr = await within(card).findByRole('img', { name: 'QR code of your authenticator key' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);

    // The code is checked here before it is sent: empty, then not 6 digits.
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByText('Enter the code')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('6-digit code'), '12345');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByText('The code is 6 digits')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'setup', body: null }]);

    // A wrong code: the server's message on the field, and it stays off.
    await user.clear(within(card).getByLabelText('6-digit code'));
    await user.type(within(card).getByLabelText('6-digit code'), '654321');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByText(WRONG)).toBeInTheDocument();
    expect(within(card).getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(card).getByLabelText('6-digit code'));
    await user.type(within(card).getByLabelText('6-digit code'), '123456');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(within(card).getByText('Each code signs you in once if you lose your phone. They are shown only now: copy or print them and keep them somewhere safe.')).toBeInTheDocument();
    const codes = within(within(card).getByRole('list', { name: 'Save your recovery codes' })).getAllByRole('listitem');
    expect(codes.map((item) => item.textContent)).toEqual(RECOVERY);

    await user.click(within(card).getByRole('button', { name: 'I saved my recovery codes' }));
    expect(await within(card).findByText('On. Signing in asks for a code from your authenticator app.')).toBeInTheDocument();
    expect(within(card).queryByText('aaaaa-bbbbb')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();

    // Turning off asks for a current code; a wrong one stays on the field and changes nothing.
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    expect(within(card).getByText('Enter a code from your authenticator app, or a recovery code, to turn it off.')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Code or recovery code'), '111111');
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    expect(await within(card).findByText(WRONG)).toBeInTheDocument();
    await user.clear(within(card).getByLabelText('Code or recovery code'));
    await user.type(within(card).getByLabelText('Code or recovery code'), '234567');
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    expect(await within(card).findByText('Off. Turn it on to be asked for a code from an authenticator app each time you sign in.')).toBeInTheDocument();
    expect(sent).toEqual([
      { path: 'setup', body: null },
      { path: 'enroll', body: { code: '654321' } },
      { path: 'enroll', body: { code: '123456' } },
      { path: 'disable', body: { code: '111111' } },
      { path: 'disable', body: { code: '234567' } },
    ]);
  });

  it('turns off with a recovery code, and Cancel leaves it on', async () => {
    const sent = withSecondFactorApi(true);
    const { user } = await renderWithProviders(<TwoStepCard />, { path: '/dashboard' });
    const card = screen.getByRole('region', { name: 'Two-step sign-in' });
    await user.click(await within(card).findByRole('button', { name: 'Turn off' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(await within(card).findByText('On. Signing in asks for a code from your authenticator app.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    expect(await within(card).findByText('Enter the code')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Code or recovery code'), 'sssss-ttttt');
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    expect(await within(card).findByText('Off. Turn it on to be asked for a code from an authenticator app each time you sign in.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'disable', body: { code: 'sssss-ttttt' } }]);
  });

  it('speaks Filipino, the wrong-code answer included', async () => {
    setDeviceLanguage('fil');
    withSecondFactorApi(true);
    const { user } = await renderWithProviders(<TwoStepCard />, { path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Two-step na pag-login' });
    expect(await within(card).findByText('Naka-on. Hinihingan ka ng code mula sa iyong authenticator app tuwing magla-login.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'I-off' }));
    await user.type(within(card).getByLabelText('Code o recovery code'), '000000');
    await user.click(within(card).getByRole('button', { name: 'I-off' }));
    expect(
      await within(card).findByText('Mali ang code. Ilagay ang 6-digit na code na ipinapakita ngayon ng iyong authenticator app, o isang recovery code.'),
    ).toBeInTheDocument();
  });
});

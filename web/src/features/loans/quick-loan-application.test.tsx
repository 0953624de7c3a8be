import type { PublicUser } from '@app/domain/contract';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aPendingLoan, aUser, aVerifiedUser } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { DashboardViewProvider } from '../../lib/dashboard-view';
import { readInFilipino } from '../../test/filipino';
import { QuickLoanApplication } from './quick-loan-application';

type User = Awaited<ReturnType<typeof renderWithProviders>>['user'];

function renderForm(borrower: PublicUser = aVerifiedUser(), onSubmitted = vi.fn()) {
  return renderWithProviders(<QuickLoanApplication user={borrower} onSubmitted={onSubmitted} />, {
    path: '/dashboard',
    otherPaths: ['/verification'],
  });
}

/** The value shown next to a summary label ('Monthly payment' → 'PHP 53,600.00'). */
function figure(label: string): string | null {
  const summary = screen.getByRole('heading', { name: 'Loan Summary' }).parentElement as HTMLElement;
  return within(summary).getByText(label).nextElementSibling?.textContent ?? null;
}

/** The value of a disclosure row. */
function disclosed(label: string): string | null {
  return screen.getByRole('rowheader', { name: label }).nextElementSibling?.textContent ?? null;
}

const amountSlider = () => screen.getByRole('slider', { name: 'Loan amount' });
const applyButton = () => screen.getByRole('button', { name: 'APPLY IMMEDIATELY' });
const agreement = () => screen.getByRole('checkbox', { name: /I have read and agree to the User Agreement & Conditions/ });

async function pressOnSlider(user: User, key: string) {
  amountSlider().focus();
  await user.keyboard(key);
}

describe('QuickLoanApplication: calculator', () => {
  it('starts at PHP 1,200,000.00 over 24 months at the recommended 0.3%', async () => {
    await renderForm();
    expect(screen.getByRole('heading', { name: 'Quick Loan Application' })).toBeInTheDocument();
    expect(amountSlider()).toHaveAttribute('aria-valuenow', '1200000');
    expect(amountSlider()).toHaveAttribute('aria-valuetext', 'PHP 1,200,000.00');
    expect(screen.getAllByText('PHP 1,200,000.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: '24' })).toBeChecked();

    const premium = screen.getByRole('radio', { name: /^0\.3% \/ month/ });
    expect(premium).toBeChecked();
    expect(premium).toHaveTextContent('Recommended');
    const standard = screen.getByRole('radio', { name: /^0\.5% \/ month/ });
    expect(standard).not.toBeChecked();
    expect(standard).not.toHaveTextContent('Recommended');
  });

  it('works out 1,200,000 over 24 months at 0.3%: 50,000 + 3,600 = 53,600.00 a month, 1,286,400.00 in all', async () => {
    await renderForm();
    expect(figure('Monthly payment')).toBe('PHP 53,600.00');
    expect(figure('Total repayment')).toBe('PHP 1,286,400.00');
    expect(figure('Amount')).toBe('PHP 1,200,000.00');
    expect(figure('Term')).toBe('24 months');
    expect(figure('Rate')).toBe('0.3% per month');
    expect(figure('Effective rate per year')).toBe('6.98%');
  });

  it('switching to 0.5% gives 50,000 + 6,000 = 56,000.00 a month, 1,344,000.00 in all', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('radio', { name: /^0\.5% \/ month/ }));
    expect(screen.getByRole('radio', { name: /^0\.5% \/ month/ })).toBeChecked();
    expect(figure('Monthly payment')).toBe('PHP 56,000.00');
    expect(figure('Total repayment')).toBe('PHP 1,344,000.00');
    expect(figure('Rate')).toBe('0.5% per month');
  });

  it('offers the terms 6, 12, 18, 24, 36 and 48 months', async () => {
    await renderForm();
    const group = screen.getByRole('radiogroup', { name: 'Term (months)' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '6',
      '12',
      '18',
      '24',
      '36',
      '48',
    ]);
  });

  it('recalculates for another term: 12 months is 100,000 + 3,600 = 103,600.00; 36 months rounds to 36,933.33', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('radio', { name: '12' }));
    expect(figure('Monthly payment')).toBe('PHP 103,600.00');
    expect(figure('Total repayment')).toBe('PHP 1,243,200.00');
    expect(figure('Term')).toBe('12 months');

    // 1,200,000 / 36 = 33,333.33…, + 3,600 = 36,933.33; × 36 = 1,329,599.88.
    await user.click(screen.getByRole('radio', { name: '36' }));
    expect(figure('Monthly payment')).toBe('PHP 36,933.33');
    expect(figure('Total repayment')).toBe('PHP 1,329,599.88');
  });

  it('below 500,000 leaves only the fixed 0.5%: 150,000 over 24 months is 6,250 + 750 = 7,000.00', async () => {
    const { user } = await renderForm();
    await pressOnSlider(user, '{Home}');
    expect(amountSlider()).toHaveAttribute('aria-valuenow', '150000');
    expect(amountSlider()).toHaveAttribute('aria-valuetext', 'PHP 150,000.00');
    expect(screen.queryByRole('radio', { name: /% \/ month/ })).not.toBeInTheDocument();
    expect(screen.getByText(/\(fixed below PHP 500,000\.00\)/)).toHaveTextContent(
      '0.5% per month (fixed below PHP 500,000.00). From PHP 500,000.00 you can choose the premium rate of 0.3%.',
    );
    expect(figure('Rate')).toBe('0.5% per month');
    expect(figure('Monthly payment')).toBe('PHP 7,000.00');
    expect(figure('Total repayment')).toBe('PHP 168,000.00');
  });

  it('moves in steps of 50,000 and offers 0.3% again, recommended, from 500,000', async () => {
    const { user } = await renderForm();
    await pressOnSlider(user, '{Home}');
    // 150,000 + 6 × 50,000 = 450,000: still the fixed rate.
    await user.keyboard('{ArrowRight>6/}');
    expect(amountSlider()).toHaveAttribute('aria-valuenow', '450000');
    expect(screen.queryByRole('radio', { name: /% \/ month/ })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(amountSlider()).toHaveAttribute('aria-valuenow', '500000');
    expect(screen.getByRole('radio', { name: /^0\.3% \/ month/ })).toBeChecked();
    // 500,000 / 24 = 20,833.33…, + 1,500 = 22,333.33.
    expect(figure('Monthly payment')).toBe('PHP 22,333.33');
  });

  it('keeps a chosen 0.5% while the amount stays above the threshold', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('radio', { name: /^0\.5% \/ month/ }));
    await pressOnSlider(user, '{End}');
    expect(amountSlider()).toHaveAttribute('aria-valuenow', '5000000');
    expect(screen.getByRole('radio', { name: /^0\.5% \/ month/ })).toBeChecked();
    // 5,000,000 / 24 = 208,333.33…, + 25,000 = 233,333.33.
    expect(figure('Monthly payment')).toBe('PHP 233,333.33');
  });

  it('shows the Truth in Lending disclosure with the method named', async () => {
    await renderForm();
    expect(screen.getByRole('heading', { name: 'Disclosure Statement (Truth in Lending Act)' })).toBeInTheDocument();
    expect(disclosed('Amount financed')).toBe('PHP 1,200,000.00');
    expect(disclosed('Fees deducted at release')).toBe('PHP 0.00');
    expect(disclosed('Net proceeds to you')).toBe('PHP 1,200,000.00');
    expect(disclosed('Finance charge (total interest and fees)')).toBe('PHP 86,400.00');
    expect(disclosed('Total repayment')).toBe('PHP 1,286,400.00');
    expect(disclosed('Payment schedule')).toBe('24 monthly payments of PHP 53,600.00');
    expect(disclosed('Flat rate per month (on the original amount)')).toBe('0.30%');
    // The monthly IRR of 24 payments of 53,600 on 1,200,000, worked out apart: 0.5639%.
    expect(disclosed('Effective interest rate per month')).toBe('0.5639%');
    expect(disclosed('Effective interest rate per year')).toBe('6.98%');
    expect(disclosed('Nominal annual rate (monthly rate × 12)')).toBe('6.77%');
    // The lender bears the documentary stamp tax (the default): nothing is deducted, and no row says so.
    expect(screen.queryByRole('rowheader', { name: 'Documentary stamp tax deducted at release' })).toBeNull();
    expect(
      screen.getByText(/Method: Internal rate of return of the monthly payment stream \(actuarial method\); annual rate compounded monthly\./),
    ).toBeInTheDocument();
  });

  it('deducts the documentary stamp tax on the disclosure when the borrower bears it, the effective rate on what they receive (decision 072)', async () => {
    server.use(http.get('/api/loans/documentary-stamp-tax', () => HttpResponse.json({ borneBy: 'borrower' })));
    await renderForm();
    // 1,200,000 over 24 months (over a year): 6,000 units of 200 × 1.50 = 9,000.00, whatever today is.
    expect(await screen.findByRole('rowheader', { name: 'Documentary stamp tax deducted at release' })).toBeInTheDocument();
    expect(disclosed('Documentary stamp tax deducted at release')).toBe('PHP 9,000.00');
    expect(disclosed('Net proceeds to you')).toBe('PHP 1,191,000.00');
    expect(disclosed('Total repayment')).toBe('PHP 1,286,400.00');
    // The IRR of 1,191,000 against 24 × 53,600, worked out apart: 0.62584401 % a month, 7.77 % a year.
    expect(disclosed('Effective interest rate per month')).toBe('0.6258%');
    expect(disclosed('Effective interest rate per year')).toBe('7.77%');
    expect(figure('Effective rate per year')).toBe('7.77%');
  });

  it('lays the calculator and the summary side by side on desktop', async () => {
    await renderWithProviders(
      <DashboardViewProvider view="desktop">
        <QuickLoanApplication user={aVerifiedUser()} onSubmitted={vi.fn()} />
      </DashboardViewProvider>,
    );
    expect(amountSlider()).toBeInTheDocument();
    expect(figure('Monthly payment')).toBe('PHP 53,600.00');
  });
});

describe('QuickLoanApplication: the typed amount (issue 28, item 8)', () => {
  const typedAmount = () => screen.getByRole('textbox', { name: 'Loan amount' });
  const lower = () => screen.getByRole('button', { name: 'Lower the loan amount by PHP 50,000' });
  const raise = () => screen.getByRole('button', { name: 'Raise the loan amount by PHP 50,000' });

  it('takes a typed amount, moves one step with + and says the steps of an amount off them', async () => {
    const { user } = await renderForm();
    expect(typedAmount()).toHaveValue('1,200,000');
    await user.clear(typedAmount());
    await user.type(typedAmount(), '250,000');
    expect(amountSlider()).toHaveAttribute('aria-valuenow', '250000');
    expect(figure('Amount')).toBe('PHP 250,000.00');
    // 250,000 / 24 + 0.5% of 250,000 = 10,416.67 + 1,250 = 11,666.67 a month; 24 × 11,666.67 in all.
    expect(figure('Monthly payment')).toBe('PHP 11,666.67');
    expect(figure('Total repayment')).toBe('PHP 280,000.08');

    await user.click(raise());
    expect(typedAmount()).toHaveValue('300,000');
    expect(amountSlider()).toHaveAttribute('aria-valuenow', '300000');
    expect(figure('Monthly payment')).toBe('PHP 14,000.00');
    expect(figure('Total repayment')).toBe('PHP 336,000.00');

    await user.clear(typedAmount());
    await user.type(typedAmount(), '260,000');
    await user.tab();
    expect(screen.getByText('Amounts go in steps of PHP 50,000 from 150,000 to 5,000,000')).toBeInTheDocument();
    expect(typedAmount()).toHaveValue('250,000');
    expect(figure('Amount')).toBe('PHP 250,000.00');

    await user.clear(typedAmount());
    await user.type(typedAmount(), 'PHP 2,500,000');
    expect(screen.queryByText('Amounts go in steps of PHP 50,000 from 150,000 to 5,000,000')).not.toBeInTheDocument();
    expect(figure('Amount')).toBe('PHP 2,500,000.00');
  });

  it('keeps an amount beyond the bounds within them, and offers no step past either end', async () => {
    const { user } = await renderForm();
    await user.clear(typedAmount());
    await user.type(typedAmount(), '9,000,000');
    await user.tab();
    expect(typedAmount()).toHaveValue('5,000,000');
    expect(screen.getByText('Amounts go in steps of PHP 50,000 from 150,000 to 5,000,000')).toBeInTheDocument();
    expect(raise()).toBeDisabled();
    expect(lower()).toBeEnabled();

    await user.clear(typedAmount());
    await user.type(typedAmount(), '150,000');
    expect(lower()).toBeDisabled();
    await user.click(raise());
    expect(typedAmount()).toHaveValue('200,000');
    await user.click(lower());
    expect(typedAmount()).toHaveValue('150,000');
  });

  it('follows the slider, and shows no tooltip over the amount', async () => {
    const { user } = await renderForm();
    await pressOnSlider(user, '{ArrowRight}');
    expect(typedAmount()).toHaveValue('1,250,000');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('QuickLoanApplication: applying', () => {
  it('keeps APPLY IMMEDIATELY disabled until the agreement is ticked', async () => {
    const { user } = await renderForm();
    expect(agreement()).not.toBeChecked();
    expect(applyButton()).toBeDisabled();
    await user.click(agreement());
    expect(applyButton()).toBeEnabled();
    await user.click(agreement());
    expect(applyButton()).toBeDisabled();
  });

  it("opens the 'INSTALLMENT LOAN AGREEMENT' from the link without ticking the box", async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'User Agreement & Conditions' }));
    expect(await screen.findByRole('dialog', { name: 'INSTALLMENT LOAN AGREEMENT' })).toBeInTheDocument();
    expect(agreement()).not.toBeChecked();
  });

  it("sends an unverified borrower to /verification with 'Verification Required'", async () => {
    const { user } = await renderForm(aUser({ isVerified: false }));
    await user.click(agreement());
    await user.click(applyButton());
    expect(await screen.findByText('Navigated to /verification')).toBeInTheDocument();
    expect(screen.getByText('Verification Required')).toBeInTheDocument();
    expect(screen.getByText('Please complete your identity verification before applying for a loan.')).toBeInTheDocument();
  });

  it('posts {amount, term, interestRate} and reports the success', async () => {
    let body: unknown;
    server.use(
      http.post('/api/loans', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(aPendingLoan(), { status: 201 });
      }),
    );
    const onSubmitted = vi.fn();
    const { user } = await renderForm(aVerifiedUser(), onSubmitted);
    await user.click(agreement());
    await user.click(applyButton());
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(body).toEqual({ amount: 1_200_000, term: 24, interestRate: 0.3 });
  });

  it('posts the terms the borrower chose', async () => {
    let body: unknown;
    server.use(
      http.post('/api/loans', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(aPendingLoan({ amount: 150_000, term: 6, interestRate: 0.5 }), { status: 201 });
      }),
    );
    const onSubmitted = vi.fn();
    const { user } = await renderForm(aVerifiedUser(), onSubmitted);
    await pressOnSlider(user, '{Home}');
    await user.click(screen.getByRole('radio', { name: '6' }));
    await user.click(agreement());
    await user.click(applyButton());
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(body).toEqual({ amount: 150_000, term: 6, interestRate: 0.5 });
  });

  it("shows 'Application Failed' with the server's message", async () => {
    server.use(
      http.post('/api/loans', () =>
        HttpResponse.json({ code: 'pending_loan_exists', message: 'You already have a loan application in progress' }, { status: 409 }),
      ),
    );
    const { user } = await renderForm();
    await user.click(agreement());
    await user.click(applyButton());
    expect(await screen.findByText('Application Failed')).toBeInTheDocument();
    expect(screen.getByText('You already have a loan application in progress')).toBeInTheDocument();
  });

  it("shows 'Failed to submit loan application. Please try again.' when the server gives no message", async () => {
    server.use(http.post('/api/loans', () => new HttpResponse(null, { status: 500 })));
    const { user } = await renderForm();
    await user.click(agreement());
    await user.click(applyButton());
    expect(await screen.findByText('Application Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to submit loan application. Please try again.')).toBeInTheDocument();
  });

  it('treats a 403 from the server as verification still missing', async () => {
    server.use(
      http.post('/api/loans', () =>
        HttpResponse.json({ code: 'verification_required', message: 'Please complete your identity verification before applying for a loan.' }, { status: 403 }),
      ),
    );
    // The page's copy of the borrower is out of date: the last step is not saved yet.
    const { user } = await renderForm(aVerifiedUser({ verificationCompletedAt: null }));
    await user.click(agreement());
    await user.click(applyButton());
    expect(await screen.findByText('Navigated to /verification')).toBeInTheDocument();
    expect(screen.getByText('Verification Required')).toBeInTheDocument();
  });

  it('keeps a borrower verified once, whose documents staff removed, off the wizard (DEPARTURES 12)', async () => {
    const { user } = await renderForm(aVerifiedUser({ isVerified: false }));
    await user.click(agreement());
    await user.click(applyButton());
    expect(await screen.findByText('Verification Required')).toBeInTheDocument();
    expect(screen.queryByText('Navigated to /verification')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'APPLY IMMEDIATELY' })).toBeInTheDocument();
  });

  it('shows the button busy while the application is sent', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/loans', async () => {
        await answered;
        return HttpResponse.json(aPendingLoan(), { status: 201 });
      }),
    );
    const onSubmitted = vi.fn();
    const { user } = await renderForm(aVerifiedUser(), onSubmitted);
    await user.click(agreement());
    await user.click(applyButton());
    expect(applyButton()).toHaveAttribute('data-loading');
    expect(applyButton()).toBeDisabled();
    release();
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(applyButton()).not.toHaveAttribute('data-loading');
  });
});

describe('QuickLoanApplication in Filipino', () => {
  it('shows the calculator, the summary, the disclosure and the refusals in Filipino', async () => {
    server.use(
      http.post('/api/loans', () => HttpResponse.json({ code: 'loan_rule_amount_step', message: 'Loan amount must be in steps of PHP 50,000.00' }, { status: 400 })),
    );
    await readInFilipino();
    const { user } = await renderForm();
    expect(await screen.findByRole('heading', { name: 'Buod ng Loan' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Halaga ng loan' })).toBeInTheDocument();
    expect(screen.getByText('Buwanang bayad').nextElementSibling?.textContent).toBe('PHP 53,600.00');
    expect(screen.getAllByText('24 buwan').length).toBeGreaterThan(0);
    expect(screen.getByText('Rekomendado')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pagsisiwalat ng Pautang (Truth in Lending Act)' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Kabuuang babayaran' }).nextElementSibling?.textContent).toBe('PHP 1,286,400.00');
    expect(screen.getByText('24 buwanang bayad na tig-PHP 53,600.00')).toBeInTheDocument();
    expect(screen.getByText(/^Paraan: Internal rate of return ng mga buwanang bayad/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Nabasa ko at sumasang-ayon ako sa User Agreement & Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'MAG-APPLY NGAYON' }));
    expect(await screen.findByText('Hindi Naipasa ang Application')).toBeInTheDocument();
    expect(screen.getByText('Ang halaga ng loan ay dapat paakyat nang tig-PHP 50,000.00')).toBeInTheDocument();
  });
});

describe('QuickLoanApplication: the share of the declared income (issue 32)', () => {
  const limitIs = (limit: number) => server.use(http.get('/api/loans/affordability', () => HttpResponse.json({ limit })));

  it('warns plainly above the limit and still lets the borrower apply; within it, only the share', async () => {
    limitIs(0.4);
    const { user } = await renderForm(aVerifiedUser({ monthlyIncome: 45_000 }));
    // PHP 53,600.00 of PHP 45,000.00 is 119.11 %.
    expect(
      await screen.findByText(
        'The monthly installment would take 119.11% of the monthly income you declared. That is more than 40% of your income and may be hard to keep up. You may still apply; a loan officer will look at it closely.',
      ),
    ).toBeInTheDocument();
    await user.click(agreement());
    expect(applyButton()).toBeEnabled();
    // PHP 150,000 over 24 months at 0.5 % is PHP 7,000.00: 15.56 % of PHP 45,000.00.
    await pressOnSlider(user, '{Home}');
    expect(await screen.findByText('The monthly installment would take 15.56% of the monthly income you declared.')).toBeInTheDocument();
    expect(screen.queryByText(/more than 40%/)).toBeNull();
  });

  it('says nothing without a declared income', async () => {
    let isServed = false;
    server.use(
      http.get('/api/loans/affordability', () => {
        isServed = true;
        return HttpResponse.json({ limit: 0.4 });
      }),
    );
    await renderForm(aVerifiedUser({ monthlyIncome: null }));
    await vi.waitFor(() => expect(isServed).toBe(true));
    await screen.findByRole('heading', { name: 'Quick Loan Application' });
    expect(screen.queryByText(/of the monthly income you declared/)).toBeNull();
  });

  it('reads in Filipino', async () => {
    await readInFilipino();
    limitIs(0.4);
    await renderForm(aVerifiedUser({ monthlyIncome: 45_000 }));
    expect(
      await screen.findByText(
        'Kukunin ng buwanang hulog ang 119.11% ng buwanang kita na idineklara mo. Higit ito sa 40% ng kita mo at maaaring mahirap bayaran. Puwede ka pa ring mag-apply; susuriin itong mabuti ng isang loan officer.',
      ),
    ).toBeInTheDocument();
  });
});

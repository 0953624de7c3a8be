import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '../../test/render';
import { readInFilipino } from '../../test/filipino';
import { LoanAgreementDialog } from './loan-agreement-dialog';

const borrower = { fullName: 'Maria Santos', email: 'maria@example.com', contactNumber: '+63 917 555 0101' };

function articleText(n: number): string {
  const heading = screen.getByRole('heading', { name: new RegExp(`^Article ${n}\\.`) });
  return heading.closest('section')?.textContent ?? '';
}

describe('LoanAgreementDialog', () => {
  it("is titled 'INSTALLMENT LOAN AGREEMENT' and names the borrower, the lender and its licence", async () => {
    await renderWithProviders(<LoanAgreementDialog opened onClose={() => {}} user={borrower} />);
    const dialog = await screen.findByRole('dialog', { name: 'INSTALLMENT LOAN AGREEMENT' });
    expect(dialog).toHaveTextContent('Maria Santos');
    expect(dialog).toHaveTextContent('maria@example.com');
    expect(dialog).toHaveTextContent('+63 917 555 0101');
    expect(dialog).toHaveTextContent('Sample Lending Corporation');
    expect(screen.getByRole('note', { name: /Licensed lending company/ })).toHaveTextContent(/Certificate of Authority/);
  });

  it('writes out Articles 1 to 11', async () => {
    await renderWithProviders(<LoanAgreementDialog opened onClose={() => {}} user={borrower} />);
    await screen.findByRole('dialog');
    for (let n = 1; n <= 11; n += 1) {
      expect(screen.getByRole('heading', { name: new RegExp(`^Article ${n}\\.`) })).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: /^Article 12\./ })).not.toBeInTheDocument();
  });

  it('carries the key terms of SPEC section 9', async () => {
    await renderWithProviders(<LoanAgreementDialog opened onClose={() => {}} user={borrower} />);
    await screen.findByRole('dialog');
    expect(articleText(3)).toMatch(/annual interest, fees and fines.*shall not exceed 25%/);
    expect(articleText(5)).toMatch(/fine of 50% .*of the installment/);
    expect(articleText(6)).toMatch(/at least 5 \(five\) days before the end of the term/);
    expect(articleText(7)).toMatch(/late fee of 5% /);
        expect(articleText(9)).toMatch(/personal accident insurance/);
    expect(articleText(10)).toMatch(/Supporting documents are required/);
  });

  it('says in Article 8 what pays off the loan early and how cooling-off works (DEPARTURES 11)', async () => {
    await renderWithProviders(<LoanAgreementDialog opened onClose={() => {}} user={borrower} />);
    await screen.findByRole('dialog');
    expect(screen.getByRole('heading', { name: /^Article 8\. Early Termination$/ })).toBeInTheDocument();
    const article = articleText(8);
    expect(article).toContain(
      'The amount that pays off the Loan on a given day is the outstanding principal, the interest of the installments already due and of the current period, and any unpaid late fees.',
    );
    expect(article).toContain('Interest of later periods is not charged, and there is no prepayment charge.');
    expect(article).toContain('Within 3 (three) days of the release of the Loan');
    expect(article).toContain('no interest or fees are charged');
    expect(article).not.toMatch(/30%/);
  });

  it('shows no disclosure without terms', async () => {
    await renderWithProviders(<LoanAgreementDialog opened onClose={() => {}} user={borrower} />);
    await screen.findByRole('dialog');
    expect(screen.queryByText('Disclosure Statement (Truth in Lending Act)')).not.toBeInTheDocument();
  });

  it('shows the terms and their Truth in Lending disclosure when terms are given', async () => {
    await renderWithProviders(
      <LoanAgreementDialog
        opened
        onClose={() => {}}
        user={borrower}
        terms={{ amount: 1_200_000, term: 24, interestRate: 0.3 }}
      />,
    );
    const terms = await screen.findByRole('region', { name: 'Loan terms' });
    expect(terms).toHaveTextContent('PHP 1,200,000.00');
    expect(terms).toHaveTextContent('24 months');
    expect(terms).toHaveTextContent('Disclosure Statement (Truth in Lending Act)');
    // 1,200,000 / 24 + 1,200,000 × 0.3% = 53,600 a month; 1,286,400 in all; 86,400 of interest.
    expect(screen.getByRole('row', { name: /Finance charge/ })).toHaveTextContent('PHP 86,400.00');
    expect(screen.getByRole('row', { name: /Total repayment/ })).toHaveTextContent('PHP 1,286,400.00');
    expect(screen.getByRole('row', { name: /Flat rate per month/ })).toHaveTextContent('0.30%');
    expect(screen.getByRole('row', { name: /Effective interest rate per year/ })).toHaveTextContent(/\d+\.\d{2}%/);
  });

  it('closes from its close button', async () => {
    const onClose = vi.fn();
    const { user } = await renderWithProviders(<LoanAgreementDialog opened onClose={onClose} user={borrower} />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close the loan agreement' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('LoanAgreementDialog in Filipino', () => {
  it('reads the agreement, its terms and disclosure in Filipino', async () => {
    await readInFilipino();
    await renderWithProviders(<LoanAgreementDialog opened onClose={() => {}} user={borrower} terms={{ amount: 1_200_000, term: 24, interestRate: 0.3 }} />);
    expect(await screen.findByRole('dialog', { name: 'KASUNDUAN SA INSTALLMENT LOAN' })).toHaveTextContent('Maria Santos');
    expect(screen.getByRole('heading', { name: 'Artikulo 8. Maagang Pagtatapos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Artikulo 11. Batas na Umiiral at mga Hindi Pagkakasundo' })).toBeInTheDocument();
    expect(screen.getByText(/hindi lalampas sa 25% \(dalawampu’t limang porsyento\)/)).toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'Mga termino ng loan' });
    expect(terms).toHaveTextContent('24 buwan');
    expect(terms).toHaveTextContent('PHP 1,200,000.00');
    expect(screen.getByRole('row', { name: /Finance charge \(kabuuang interes at bayarin\)/ })).toHaveTextContent('PHP 86,400.00');
    expect(screen.getByRole('note', { name: /Lisensyadong lending company/ })).toHaveTextContent(/Certificate of Authority/);
    expect(screen.getByRole('button', { name: 'Isara ang kasunduan sa loan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Isara' })).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { readInFilipino } from '../test/filipino';
import { renderWithProviders, screen } from '../test/render';
import { DisclosureStatement } from './disclosure-statement';

const value = (label: string) => screen.getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

describe('DisclosureStatement', () => {
  it('lays out every figure of the disclosure as given, with the method', async () => {
    await renderWithProviders(
      <DisclosureStatement
        term={12}
        disclosure={{
          amountFinanced: 300_000,
          fees: 1_500,
          documentaryStampTax: 0,
          netProceeds: 298_500,
          financeCharge: 19_500,
          totalRepayment: 318_000,
          monthlyPayment: 26_500,
          flatMonthlyRate: 0.5,
          effectiveMonthlyRate: 0.9962,
          effectiveAnnualRate: 12.63,
          nominalAnnualRate: 11.95,
          method: 'Actuarial method',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Disclosure Statement (Truth in Lending Act)' })).toBeInTheDocument();
    expect(value('Amount financed')).toBe('PHP 300,000.00');
    expect(value('Fees deducted at release')).toBe('PHP 1,500.00');
    expect(value('Net proceeds to you')).toBe('PHP 298,500.00');
    expect(value('Finance charge (total interest and fees)')).toBe('PHP 19,500.00');
    expect(value('Total repayment')).toBe('PHP 318,000.00');
    expect(value('Payment schedule')).toBe('12 monthly payments of PHP 26,500.00');
    expect(value('Flat rate per month (on the original amount)')).toBe('0.50%');
    expect(value('Effective interest rate per month')).toBe('0.9962%');
    expect(value('Effective interest rate per year')).toBe('12.63%');
    expect(value('Nominal annual rate (monthly rate × 12)')).toBe('11.95%');
    expect(screen.getByText(/^Method: Actuarial method\./)).toBeInTheDocument();
    // The lender bears the documentary stamp tax: nothing is deducted, and no row says so.
    expect(screen.queryByRole('rowheader', { name: 'Documentary stamp tax deducted at release' })).not.toBeInTheDocument();
  });

  it('shows a documentary stamp tax the borrower bears as a deduction from the proceeds (decision 072), in Filipino too', async () => {
    const disclosure = {
      amountFinanced: 150_000,
      fees: 0,
      documentaryStampTax: 557.88,
      netProceeds: 149_442.12,
      financeCharge: 4_500,
      totalRepayment: 154_500,
      monthlyPayment: 25_750,
      flatMonthlyRate: 0.5,
      effectiveMonthlyRate: 0.9594,
      effectiveAnnualRate: 12.14,
      nominalAnnualRate: 11.51,
      method: 'Actuarial method',
    };
    const { unmount } = await renderWithProviders(<DisclosureStatement term={6} disclosure={disclosure} />);
    expect(value('Documentary stamp tax deducted at release')).toBe('PHP 557.88');
    expect(value('Net proceeds to you')).toBe('PHP 149,442.12');
    expect(value('Effective interest rate per month')).toBe('0.9594%');
    unmount();
    await readInFilipino();
    await renderWithProviders(<DisclosureStatement term={6} disclosure={disclosure} />);
    // The Filipino texts load on demand.
    expect(await screen.findByRole('rowheader', { name: 'Documentary stamp tax na ibabawas sa paglabas ng loan' })).toBeInTheDocument();
    expect(value('Documentary stamp tax na ibabawas sa paglabas ng loan')).toBe('PHP 557.88');
    expect(value('Halagang matatanggap mo')).toBe('PHP 149,442.12');
  });
});

import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/fixtures';
import { readInFilipino } from '../../test/filipino';
import { renderWithProviders, screen } from '../../test/render';
import { AboutTab, telHref } from './about-tab';

const user = aUser({ id: 7, email: 'maria@example.com', contactNumber: '+63 917 555 0101', createdAt: '2026-11-01T00:00:00.000Z', registrationCountry: null });

describe('AboutTab', () => {
  it('shows the regulator banner, the company details and both offices', async () => {
    await renderWithProviders(<AboutTab user={user} />);
    expect(screen.getByRole('note', { name: /Licensed lending company/ })).toHaveTextContent(/SEC Registration No\./);
    const company = screen.getByRole('region', { name: 'Sample Lending Corporation' });
    expect(company).toHaveTextContent('Jan 15, 2020');
    expect(screen.getByRole('link', { name: '+63 2 8000 0000 (sample)' })).toHaveAttribute('href', 'tel:+63280000000');
    expect(screen.getByRole('link', { name: 'help@lending.example' })).toHaveAttribute('href', 'mailto:help@lending.example');
    const offices = screen.getByRole('region', { name: 'Our Offices' });
    expect(offices).toHaveTextContent('Head Office');
    expect(offices).toHaveTextContent('Cebu Branch');
  });

  it('has a services carousel of 4 images with alt text, captions and previous/next controls', async () => {
    await renderWithProviders(<AboutTab user={user} />);
    const services = screen.getByRole('region', { name: 'Services slideshow' });
    const images = services.querySelectorAll('img');
    expect(images).toHaveLength(4);
    for (const image of images) expect(image.getAttribute('alt')).toMatch(/\w{5,}/);
    expect(services).toHaveTextContent('OFW Loan');
    expect(screen.getByRole('button', { name: 'Previous service' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next service' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause the services slideshow' })).toBeInTheDocument();
  });

  it('opens the loan agreement', async () => {
    const { user: actor } = await renderWithProviders(<AboutTab user={user} />);
    await actor.click(screen.getByRole('button', { name: 'View Loan Agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'INSTALLMENT LOAN AGREEMENT' });
    expect(dialog).toHaveTextContent('Maria Santos');
  });

  it('dials the hotline digits only', () => {
    expect(telHref('+63 2 8000 0000 (sample)')).toBe('tel:+63280000000');
    expect(telHref('(02) 8888-1234')).toBe('tel:88881234');
  });
});

describe('AboutTab in Filipino', () => {
  it('shows the headings, particulars, services and agreement in Filipino; names and numbers stay as they are', async () => {
    await readInFilipino();
    await renderWithProviders(<AboutTab user={user} />);
    expect(await screen.findByRole('region', { name: 'Ang Aming mga Opisina' })).toHaveTextContent('Head Office');
    expect(screen.getByRole('region', { name: 'Sample Lending Corporation' })).toHaveTextContent('Petsa ng rehistro');
    expect(screen.getByRole('region', { name: 'Ang Aming mga Serbisyo' })).toHaveTextContent('Mabilis na Release');
    expect(screen.getByRole('region', { name: 'Slideshow ng mga serbisyo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Isang payslip sa tabi ng patong ng perang papel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tingnan ang Kasunduan sa Loan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+63 2 8000 0000 (sample)' })).toBeInTheDocument();
  });
});

import type { Complaint } from '@app/domain/contract';
import { onlineManager } from '@tanstack/react-query';
import { act, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { aComplaint } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { setDeviceLanguage } from '../../lib/i18n';
import { ComplaintsCard } from './complaints-card';

afterEach(() => onlineManager.setOnline(true));

describe('ComplaintsCard', () => {
  it('lists the borrower’s complaints with the state in words, the replies and the dates', async () => {
    server.use(
      http.get('/api/complaints', () =>
        HttpResponse.json([
          aComplaint({
            state: 'resolved',
            resolvedAt: '2026-03-06T03:00:00.000Z',
            evidence: [{ id: 3, url: '/api/complaints/evidence/3', contentType: 'image/png', size: 2000 }],
            messages: [
              { id: 1, kind: 'reply', body: 'We are checking with the bank.', createdAt: '2026-03-05T05:00:00.000Z' },
              { id: 2, kind: 'resolution', body: 'Credited on 6 March.', createdAt: '2026-03-06T03:00:00.000Z' },
            ],
          }),
        ]),
      ),
    );
    await renderWithProviders(<ComplaintsCard />);
    const card = screen.getByRole('region', { name: 'Complaints' });
    const item = await within(card).findByText('CMP-2026-000012-4');
    const entry = item.closest('li') as HTMLElement;
    expect(within(entry).getByText('Resolved')).toBeInTheDocument();
    expect(within(entry).getByText('Payment not credited')).toBeInTheDocument();
    expect(within(entry).getByText('We are checking with the bank.')).toBeInTheDocument();
    expect(within(entry).getByText('Credited on 6 March.')).toBeInTheDocument();
    expect(entry).toHaveTextContent('Filed Mar 5, 2026');
    expect(within(entry).getByRole('img', { name: 'Evidence 1' })).toHaveAttribute('src', '/api/complaints/evidence/3');
  });

  it('files a complaint with an image and shows the reference and the acknowledgement at once', async () => {
    const bodies: unknown[] = [];
    let complaints: Complaint[] = [];
    server.use(
      http.get('/api/complaints', () => HttpResponse.json(complaints)),
      http.get('/api/notifications', () => HttpResponse.json([])),
      http.post('/api/objects/upload', () => HttpResponse.json({ uploadURL: '/api/objects/upload/abc' })),
      http.put('/api/objects/upload/abc', () => HttpResponse.json({ objectKey: 'x' })),
      http.post('/api/complaints', async ({ request }) => {
        bodies.push(await request.json());
        complaints = [aComplaint({ category: 'collection_conduct', description: 'A collector called my employer.' })];
        return HttpResponse.json(complaints[0], { status: 201 });
      }),
    );
    const { user } = await renderWithProviders(<ComplaintsCard />);
    expect(await screen.findByText('You have not filed any complaints.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'File a complaint' }));
    const dialog = await screen.findByRole('dialog', { name: 'File a complaint' });

    await user.click(within(dialog).getByRole('button', { name: 'Submit complaint' }));
    expect(await within(dialog).findByText('Please choose what your complaint is about')).toBeInTheDocument();
    expect(within(dialog).getByText('Please describe what happened')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: 'What is it about?' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Collection practices' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'What happened?' }));
    await user.paste('A collector called my employer.');
    await user.upload(within(dialog).getByLabelText('Add an image 1: Choose from gallery', { selector: 'input' }), new File([new Uint8Array([0x89, 0x50])], 'call.png', { type: 'image/png' }));
    // The image is kept once it is checked, after the pick.
    await within(dialog).findByText('call.png');
    await user.click(within(dialog).getByRole('button', { name: 'Submit complaint' }));

    const acknowledgement = await screen.findByRole('status');
    expect(acknowledgement).toHaveTextContent('Your reference number: CMP-2026-000012-4');
    expect(acknowledgement).toHaveTextContent(
      'We received your complaint. Your reference number is CMP-2026-000012-4. An officer will take it up within 2 days and answer it within 30 days.',
    );
    expect(bodies).toEqual([{ category: 'collection_conduct', description: 'A collector called my employer.', uploadURLs: ['/api/objects/upload/abc'] }]);
    await waitFor(() => expect(screen.getAllByText('CMP-2026-000012-4').length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the list readable offline and disables filing with the reason', async () => {
    server.use(http.get('/api/complaints', () => HttpResponse.json([aComplaint()])));
    await renderWithProviders(<ComplaintsCard />);
    expect(await screen.findByText('CMP-2026-000012-4')).toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByText('You are offline. You can read your complaints, but filing one needs a connection.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'File a complaint' })).toBeDisabled();
    expect(screen.getByText('Received')).toBeInTheDocument();
  });
});

describe('ComplaintsCard in Filipino', () => {
  it('files a complaint in Filipino: its fields, field errors, the API’s refusal and the acknowledgement', async () => {
    setDeviceLanguage('fil');
    let calls = 0;
    let complaints: Complaint[] = [];
    server.use(
      http.get('/api/complaints', () => HttpResponse.json(complaints)),
      http.get('/api/notifications', () => HttpResponse.json([])),
      http.post('/api/complaints', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ code: 'complaint_evidence_repeated', message: 'The same image was attached twice' }, { status: 400 });
        complaints = [aComplaint({ category: 'collection_conduct', description: 'Tinawagan ng kolektor ang amo ko.' })];
        return HttpResponse.json(complaints[0], { status: 201 });
      }),
    );
    const { user } = await renderWithProviders(<ComplaintsCard />);
    expect(await screen.findByText('Wala ka pang naisampang reklamo.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mga Reklamo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Magreklamo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Magreklamo' });

    await user.click(within(dialog).getByRole('button', { name: 'Ipasa ang reklamo' }));
    expect(await within(dialog).findByText('Pakipili kung tungkol saan ang iyong reklamo')).toBeInTheDocument();
    expect(within(dialog).getByText('Pakilarawan ang nangyari')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Tungkol saan ito?' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Paraan ng paniningil' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Ano ang nangyari?' }));
    await user.paste('Tinawagan ng kolektor ang amo ko.');
    await user.click(within(dialog).getByRole('button', { name: 'Ipasa ang reklamo' }));
    expect(await within(dialog).findByText('Dalawang beses na inilakip ang parehong larawan')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Ipasa ang reklamo' }));
    const acknowledgement = await screen.findByRole('status');
    expect(acknowledgement).toHaveTextContent('Ang iyong reference number: CMP-2026-000012-4');
    expect(acknowledgement).toHaveTextContent(
      'Natanggap namin ang iyong reklamo. Ang iyong reference number ay CMP-2026-000012-4. Aasikasuhin ito ng isang officer sa loob ng 2 araw at sasagutin sa loob ng 30 araw.',
    );
    const entry = (await screen.findAllByText('CMP-2026-000012-4')).map((node) => node.closest('li')).find(Boolean) as HTMLElement;
    expect(within(entry).getByText('Natanggap')).toBeInTheDocument();
    expect(within(entry).getByText('Paraan ng paniningil')).toBeInTheDocument();
  });
});

import type { DocumentView } from '@app/domain/contract';
import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { setDeviceLanguage } from '../../lib/i18n';
import { authKeys } from '../../lib/query-keys';
import { ConsentScreen } from './consent-screen';
import { DocumentViewsCard } from './document-views-card';
import { DownloadDataCard } from './download-data-card';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

const VIEWS: DocumentView[] = [
  { id: 2, documentType: 'back_id', viewedAt: '2026-11-21T06:30:00.000Z', viewerName: 'Ana Reyes', viewerRole: 'main_admin' },
  { id: 1, documentType: 'front_id', viewedAt: '2026-11-20T01:05:00.000Z', viewerName: 'Ben Cruz', viewerRole: 'admin' },
];

describe('Who viewed your documents', () => {
  it('lists each staff view, newest first, with the document and who it was', async () => {
    server.use(http.get('/api/user/document-views', () => HttpResponse.json(VIEWS)));
    await renderWithProviders(<DocumentViewsCard />);
    expect(screen.getByRole('heading', { name: 'Who viewed your documents' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Nov 21, 2026, 2:30 PMBack of IDAna Reyes (Administrator)',
      'Nov 20, 2026, 9:05 AMFront of IDBen Cruz (Loan officer)',
    ]);
  });

  it('says so when nobody has viewed them', async () => {
    server.use(http.get('/api/user/document-views', () => HttpResponse.json([])));
    await renderWithProviders(<DocumentViewsCard />);
    expect(await screen.findByText('No staff member has viewed your ID documents.')).toBeInTheDocument();
  });
});

describe('Download my data', () => {
  it('fetches the ZIP and hands it to the browser under the server’s file name', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    server.use(
      http.get('/api/user/export', () =>
        HttpResponse.arrayBuffer(zip.buffer, { headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="my-data-2026-11-21.zip"' } }),
      ),
    );
    const blobs: Blob[] = [];
    // jsdom has no downloads: the object URL and the link's click are where the browser takes over.
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://localhost/export';
    };
    URL.revokeObjectURL = () => undefined;
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    const { user } = await renderWithProviders(<DownloadDataCard />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(clicked).toEqual([{ download: 'my-data-2026-11-21.zip', href: 'blob:http://localhost/export' }]));
    expect(new Uint8Array(await (blobs[0] as Blob).arrayBuffer())).toEqual(zip);
  });

  it('shows the server’s message when the export is refused', async () => {
    server.use(
      http.get('/api/user/export', () =>
        HttpResponse.json({ code: 'privacy_export_rate_limited', message: 'You have downloaded your data several times already. Please try again later.' }, { status: 429 }),
      ),
    );
    const { user } = await renderWithProviders(<DownloadDataCard />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('You have downloaded your data several times already. Please try again later.')).toBeInTheDocument();
  });

  it('is disabled offline, with the reason', async () => {
    await renderWithProviders(<DownloadDataCard />);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled();
    expect(screen.getByText('You are offline. Connect to the internet to download your data.')).toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});

describe('The consent screen after a new notice', () => {
  it('records the consent to the notice in force and lets the borrower in', async () => {
    let body: unknown;
    server.use(
      http.post('/api/user/consent', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ user: aUser({ hasCurrentPrivacyConsent: true }) });
      }),
    );
    const onSignOut = vi.fn();
    const { user, queryClient } = await renderWithProviders(<ConsentScreen onSignOut={onSignOut} />);
    queryClient.setQueryData(authKeys.me, aUser({ hasCurrentPrivacyConsent: false }));
    expect(screen.getByRole('heading', { name: 'Our Privacy Notice has changed' })).toBeInTheDocument();
    expect(screen.getByText(/Under the Data Privacy Act you have the right to be informed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I Agree' }));
    await vi.waitFor(() => expect(queryClient.getQueryData(authKeys.me)).toMatchObject({ hasCurrentPrivacyConsent: true }));
    expect(body).toEqual({ version: '2026-11-22' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});

describe('the privacy cards in Filipino', () => {
  it('show who viewed the documents, the download and its refusal by the server in Filipino', async () => {
    setDeviceLanguage('fil');
    server.use(
      http.get('/api/user/document-views', () => HttpResponse.json(VIEWS)),
      http.get('/api/user/export', () =>
        HttpResponse.json({ code: 'privacy_export_rate_limited', message: 'You have downloaded your data several times already. Please try again later.' }, { status: 429 }),
      ),
    );
    const { user } = await renderWithProviders(
      <>
        <DocumentViewsCard />
        <DownloadDataCard />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Sino ang tumingin sa iyong mga dokumento' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Nov 21, 2026, 2:30 PMLikod ng IDAna Reyes (Administrator)',
      'Nov 20, 2026, 9:05 AMHarap ng IDBen Cruz (Loan officer)',
    ]);
    await user.click(screen.getByRole('button', { name: 'I-download ang aking data' }));
    expect(await screen.findByText('Ilang beses mo nang na-download ang iyong data. Pakisubukan muli mamaya.')).toBeInTheDocument();
  });

  it('shows the changed privacy notice in Filipino, with the company’s particulars', async () => {
    setDeviceLanguage('fil');
    const { queryClient } = await renderWithProviders(<ConsentScreen onSignOut={vi.fn()} />);
    queryClient.setQueryData(authKeys.me, aUser({ hasCurrentPrivacyConsent: false }));
    expect(await screen.findByRole('heading', { name: 'Nagbago ang aming Privacy Notice' })).toBeInTheDocument();
    expect(screen.getByText('Bersyon 2026-11-22')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ang iyong mga karapatan' })).toBeInTheDocument();
    expect(screen.getByText(/^Ang Sample Lending Corporation ang personal information controller/)).toBeInTheDocument();
    expect(screen.getByText(/sa loob ng 5 taon matapos itong isara/)).toBeInTheDocument();
    expect(screen.getByText(/^Data Protection Officer \(sample\): dpo@lending\.example, \+63 2 8000 0001 \(sample\)\. O sumulat sa amin sa /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pumapayag Ako' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mag-sign Out' })).toBeInTheDocument();
  });
});

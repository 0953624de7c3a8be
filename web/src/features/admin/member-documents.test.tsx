import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../../test/render';
import { server } from '../../test/server';
import { MemberDocuments } from './member-documents';

const FRONT_ID = {
  id: 11,
  userId: 7,
  type: 'front_id',
  filename: '/objects/abc.png',
  contentType: 'image/png',
  size: 2048,
  uploadedAt: '2026-11-20T02:00:00.000Z',
};

async function deleteFrontId() {
  server.use(http.get('/api/admin/users/7/documents', () => HttpResponse.json([FRONT_ID])));
  const { user } = await renderWithProviders(<MemberDocuments userId={7} />);
  await user.click(await screen.findByRole('button', { name: 'Delete Front of ID' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete document?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe("a member's documents", () => {
  it("says 'Delete Failed' with the server's reason when the server refuses", async () => {
    server.use(http.delete('/api/admin/users/7/documents/front_id', () => HttpResponse.json({ code: 'no_documents_of_type', message: 'This member has no document of this type' }, { status: 404 })));
    await deleteFrontId();
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('This member has no document of this type')).toBeInTheDocument();
  });

  it("says 'Delete Error' when the server cannot be reached", async () => {
    server.use(http.delete('/api/admin/users/7/documents/front_id', () => HttpResponse.error()));
    await deleteFrontId();
    expect(await screen.findByText('Delete Error')).toBeInTheDocument();
  });

  it("says 'Document Deleted' when it worked", async () => {
    server.use(http.delete('/api/admin/users/7/documents/front_id', () => HttpResponse.json({ message: 'Document deleted' })));
    await deleteFrontId();
    expect(await screen.findByText('Document Deleted')).toBeInTheDocument();
  });
});

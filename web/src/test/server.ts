import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { PublicUser } from '@app/domain';

/**
 * The msw server of the component tests; each test adds the handlers it
 * needs. One answer is there for all: the application form asks for the
 * affordability limit wherever it shows (issue 32), and at 0 (the check off)
 * it shows nothing, so the tests of other things need not serve it. So do
 * who bears the documentary stamp tax (the lender), and a loan's offers (decision 068): WALLET's help card asks for them under any
 * loan to repay, and none is the usual answer.
 */
export const server = setupServer(
  http.get('/api/loans/affordability', () => HttpResponse.json({ limit: 0 })),
  // Decision 072: the lender bears the documentary stamp tax unless a test says otherwise, so the disclosure deducts nothing.
  http.get('/api/loans/documentary-stamp-tax', () => HttpResponse.json({ borneBy: 'lender' })),
  http.get('/api/loans/:id/offers', () => HttpResponse.json([])),
);

/**
 * The four reads of the member dialog (the member, who viewed their ID
 * images, their changes, their messages), each empty unless given.
 */
export function serveMember(member: PublicUser, { documentViews = [], audit = [], messages = [] }: { documentViews?: object[]; audit?: object[]; messages?: object[] } = {}): void {
  server.use(
    http.get(`/api/admin/users/${member.id}`, () => HttpResponse.json({ user: member })),
    http.get(`/api/admin/users/${member.id}/document-views`, () => HttpResponse.json(documentViews)),
    http.get(`/api/admin/users/${member.id}/audit`, () => HttpResponse.json(audit)),
    http.get(`/api/admin/users/${member.id}/messages`, () => HttpResponse.json(messages)),
  );
}

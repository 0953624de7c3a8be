import { COMPANY, type NotificationTexts } from '@app/domain';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * An email to a borrower in their language (issue 29): the subject is the
 * notification's title, the body its message, and every footer names the
 * lender with its SEC registration and Certificate of Authority numbers, as
 * the lender's other written communications do (SEC MC 18 s.2019).
 */
export function composeEmail({ title, message, t }: { title: string; message: string; t: NotificationTexts }): { subject: string; text: string; html: string } {
  const licence = t.emailFooterLicence({
    name: COMPANY.name,
    secRegistration: COMPANY.secRegistrationNumber,
    certificateOfAuthority: COMPANY.certificateOfAuthorityNumber,
  });
  const body = message || title;
  const text = `${body}\n\n--\n${licence}\n${t.emailFooterWhy}\n`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(body)}</p>`,
    '<hr>',
    `<p style="font-size:12px;color:#555">${escapeHtml(licence)}<br>${escapeHtml(t.emailFooterWhy)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: title, text, html };
}

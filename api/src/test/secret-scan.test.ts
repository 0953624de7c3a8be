import { describe, expect, it } from 'vitest';
import { secretLeaks, type Traffic } from './secret-scan';

// The scanner that runs on every test context must itself catch each kind of leak.
describe('the secret scan', () => {
  const traffic = (exchanges: Traffic['exchanges'], secrets: string[] = []): Traffic => ({ exchanges, secrets: new Set(secrets), codes: new Set() });

  it('finds a password, a session token, an argon2 hash and a code in a response or a log line', () => {
    const leaks = secretLeaks({
      traffic: traffic(
        [
          { method: 'GET', path: '/api/admin/users', text: '200\n\n[{"note":"correct horse battery"}]' },
          { method: 'GET', path: '/api/auth/me', text: '200\nx-debug: abcdefghijklmnopqrstuvwxyz234567\n\n{}' },
          { method: 'GET', path: '/api/admin/users/1', text: '200\n\n{"hash":"$argon2id$v=19$m=19456"}' },
          { method: 'GET', path: '/api/user/withdrawals', text: '200\n\n[{"otp":"482913"}]' },
        ],
        ['correct horse battery', 'abcdefghijklmnopqrstuvwxyz234567'],
      ),
      logs: ['{"msg":"sms","text":"Your code is 482913"}'],
      sms: [{ text: 'Your withdrawal code is 482913.' }],
    });
    expect(leaks).toEqual([
      'response to GET /api/admin/users holds a password or session token (cor…)',
      'response to GET /api/auth/me holds a password or session token (abc…)',
      'response to GET /api/admin/users/1 holds an argon2 hash',
      'response to GET /api/user/withdrawals holds a withdrawal code',
      'log line 1 holds a withdrawal code',
    ]);
  });

  it('lets the code reach its owner through their notifications, and does not mistake longer numbers for it', () => {
    const leaks = secretLeaks({
      traffic: traffic([
        { method: 'GET', path: '/api/notifications', text: '200\n\n[{"message":"Your withdrawal code is 482913."}]' },
        { method: 'GET', path: '/api/loans', text: '200\n\n[{"amount":14829130}]' },
      ]),
      logs: [],
      sms: [{ text: 'Your withdrawal code is 482913.' }],
    });
    expect(leaks).toEqual([]);
  });

  it('finds the wording of a screening case outside the back office, in a log line or an SMS, and lets compliance read its own', () => {
    const leaks = secretLeaks({
      traffic: traffic([
        { method: 'GET', path: '/api/admin/compliance/cases', text: '200\n\n[{"kind":"list_match"}]' },
        { method: 'GET', path: '/api/user/withdrawals', text: '200\n\n[{"status":"pending","why":"list_match"}]' },
      ]),
      logs: ['{"msg":"payout held by screening"}'],
      sms: [{ text: 'Your payout waits: AMLC review.' }],
    });
    expect(leaks).toEqual([
      'response to GET /api/user/withdrawals tells of compliance screening (issue 33, no tipping off)',
      'log line 1 tells of compliance screening (issue 33, no tipping off)',
      'SMS 1 tells of compliance screening (issue 33, no tipping off)',
    ]);
  });

  it('finds the wording of alerts and reports outside the compliance desk, in the rest of the back office, a log line or an SMS', () => {
    const leaks = secretLeaks({
      traffic: traffic([
        { method: 'GET', path: '/api/admin/compliance/alerts', text: '200\n\n[{"kind":"structuring"}]' },
        { method: 'GET', path: '/api/admin/users/7', text: '200\n\n{"flag":"quick_payoff"}' },
        { method: 'GET', path: '/api/admin/loans/7', text: '200\n\n{"offer":"restructuring"}' },
        { method: 'GET', path: '/api/loans', text: '200\n\n[{"note":"suspicious"}]' },
      ]),
      logs: ['{"msg":"covered_transaction report opened"}'],
      sms: [{ text: 'We noticed structuring in your payments.' }],
    });
    expect(leaks).toEqual([
      'response to GET /api/admin/users/7 tells of compliance alerts, reports or ratings (issue 33, no tipping off)',
      'response to GET /api/loans tells of compliance alerts, reports or ratings (issue 33, no tipping off)',
      'log line 1 tells of compliance alerts, reports or ratings (issue 33, no tipping off)',
      'SMS 1 tells of compliance alerts, reports or ratings (issue 33, no tipping off)',
    ]);
  });
});

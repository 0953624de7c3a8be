import { describe, expect, it } from 'vitest';
import { parseLiveClientMessage, parseLiveMessage } from './live';

describe('parseLiveMessage', () => {
  it('accepts the server messages and ignores anything else', () => {
    expect(parseLiveMessage('{"type":"loan_updated"}')).toEqual({ type: 'loan_updated' });
    expect(parseLiveMessage('{"type":"admin_updated","scope":"users","userId":3}')).toEqual({
      type: 'admin_updated',
      scope: 'users',
      userId: 3,
    });
    for (const frame of ['nope', '42', 'null', '{"type":"something_new"}', '{"type":"admin_updated","scope":"x"}', new Blob()]) {
      expect(parseLiveMessage(frame)).toBeNull();
    }
  });
});

describe('parseLiveClientMessage', () => {
  it("reads SPEC.md's greeting and nothing else", () => {
    expect(parseLiveClientMessage('{"type":"auth","userId":7}')).toEqual({ type: 'auth', userId: 7 });
    for (const frame of ['{"type":"auth","userId":"7"}', '{"type":"auth"}', '{"type":"loan_updated"}', 'not json', '[]', Buffer.from('{"type":"auth","userId":7}')]) {
      expect(parseLiveClientMessage(frame)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { loadSettings } from './config';

describe('TRUST_PROXY', () => {
  it('is a whole number of trusted proxy hops, off by default', () => {
    expect(loadSettings({}).config.trustProxy).toBe(0);
    expect(loadSettings({ TRUST_PROXY: '' }).config.trustProxy).toBe(0);
    expect(loadSettings({ TRUST_PROXY: '0' }).config.trustProxy).toBe(0);
    expect(loadSettings({ TRUST_PROXY: '1' }).config.trustProxy).toBe(1);
    expect(loadSettings({ TRUST_PROXY: ' 2 ' }).config.trustProxy).toBe(2);
  });

  it('refuses anything else at start, saying what it expects', () => {
    for (const value of ['true', 'yes', 'on', '-1', '1.5', '1e1', 'two', '0x1', '100']) {
      expect(() => loadSettings({ TRUST_PROXY: value }), value).toThrow(
        `TRUST_PROXY must be the number of proxies in front of the server (0 to 10), e.g. 1 behind one reverse proxy; got "${value}"`,
      );
    }
  });
});

import { describe, expect, it } from 'vitest';
import { generateToken, hashToken } from './tokens';

describe('hashToken', () => {
  it('is SHA-256 of the UTF-8 bytes in lower-case hex (FIPS 180-2 test vectors), so stored session and upload digests stay valid', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hashToken('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('gives each generated token its own digest', () => {
    const tokens = Array.from({ length: 100 }, generateToken);
    expect(new Set(tokens.map(hashToken)).size).toBe(100);
    expect(tokens[0]).toMatch(/^[a-z2-7]{32}$/);
  });
});

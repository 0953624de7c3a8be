import { describe, expect, it } from 'vitest';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES, isOtpFormat } from './otp';

describe('otp', () => {
  it('has the limits of SPEC and DEPARTURES 2', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(OTP_TTL_MINUTES).toBe(10);
    expect(OTP_MAX_ATTEMPTS).toBe(5);
  });

  it('accepts exactly 6 ASCII digits', () => {
    expect(isOtpFormat('123456')).toBe(true);
    expect(isOtpFormat('000000')).toBe(true);
  });

  it('refuses everything else', () => {
    expect(isOtpFormat('12345')).toBe(false);
    expect(isOtpFormat('1234567')).toBe(false);
    expect(isOtpFormat('12345a')).toBe(false);
    expect(isOtpFormat(' 123456')).toBe(false);
    expect(isOtpFormat('123 456')).toBe(false);
    expect(isOtpFormat('١٢٣٤٥٦')).toBe(false);
    expect(isOtpFormat('')).toBe(false);
  });
});

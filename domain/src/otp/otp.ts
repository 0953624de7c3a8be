export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
/** Wrong tries allowed before a code is locked (DEPARTURES 2). */
export const OTP_MAX_ATTEMPTS = 5;

const OTP_PATTERN = new RegExp(`^[0-9]{${OTP_LENGTH}}$`);

/** Exactly 6 ASCII digits; other Unicode digits are refused on purpose. */
export function isOtpFormat(value: string): boolean {
  return typeof value === 'string' && OTP_PATTERN.test(value);
}

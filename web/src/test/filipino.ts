import { setDeviceLanguage } from '../lib/i18n';

/**
 * Shows the next render in Filipino. The Filipino chunk is imported first:
 * on a loaded machine its first transform can outlast a findBy's wait, and
 * the screen keeps English until it arrives.
 */
export async function readInFilipino(): Promise<void> {
  await import('@app/domain/filipino');
  setDeviceLanguage('fil');
}

import { AUTH_TEXTS, ROLE_LABELS, SIGN_IN_MESSAGES } from '@app/domain/messages';
import { describe, expect, it } from 'vitest';
import { defineTexts, languageOfBrowser, setDeviceLanguage, translateText } from './i18n';

describe('languageOfBrowser', () => {
  it('reads Filipino from fil and from Tagalog, the tag many phones in the Philippines send', () => {
    expect(languageOfBrowser(['fil-PH', 'en'])).toBe('fil');
    expect(languageOfBrowser(['tl'])).toBe('fil');
    expect(languageOfBrowser(['TL-ph'])).toBe('fil');
  });

  it('takes the first language it has, and English when it has none', () => {
    expect(languageOfBrowser(['en-US', 'fil'])).toBe('en');
    expect(languageOfBrowser(['ja-JP', 'fil-PH'])).toBe('fil');
    expect(languageOfBrowser(['ar-SA', 'ja'])).toBe('en');
    expect(languageOfBrowser([])).toBe('en');
  });
});

describe('translateText', () => {
  const texts = defineTexts('SIGN_IN_MESSAGES', SIGN_IN_MESSAGES);

  it('gives an English text of a group in the language on screen, once its texts have loaded', async () => {
    expect(translateText('Email is required', [texts])).toBe('Email is required');
    setDeviceLanguage('fil');
    const unsubscribe = texts.listen(() => undefined);
    await expect.poll(() => translateText('Email is required', [texts])).toBe('Kailangan ang email');
    unsubscribe();
  });

  it('leaves a text no group has as it came', () => {
    setDeviceLanguage('fil');
    expect(translateText('Something the server said', [texts])).toBe('Something the server said');
  });
});

describe('switching while a group without Filipino is on screen', () => {
  it('still switches the groups that have it (staff labels stay English)', async () => {
    setDeviceLanguage('en');
    const auth = defineTexts('AUTH_TEXTS', AUTH_TEXTS);
    const roles = defineTexts('ROLE_LABELS', ROLE_LABELS);
    const stops = [auth.listen(() => undefined), roles.listen(() => undefined)];
    expect(auth.get().rememberMe).toBe('Remember me on this device');
    setDeviceLanguage('fil');
    await expect.poll(() => auth.get().rememberMe).toBe('Tandaan ako sa device na ito');
    expect(roles.get().borrower).toBe('Borrower');
    for (const stop of stops) stop();
  });
});

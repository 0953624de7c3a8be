import { AUTH_TEXTS, SIGN_IN_MESSAGES } from '@app/domain/messages';
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
  const texts = defineTexts({ SIGN_IN_MESSAGES });

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

describe('switching language', () => {
  it('switches every group on screen, even while one on screen has no Filipino (staff texts stay English)', async () => {
    const staffTexts = defineTexts({ I18N_TEST_STAFF_TEXTS: { title: 'Loan Applications' } });
    const authTexts = defineTexts({ AUTH_TEXTS });
    const stop = [staffTexts.listen(() => undefined), authTexts.listen(() => undefined)];
    setDeviceLanguage('fil');
    await expect.poll(() => authTexts.get().rememberMe).toBe('Tandaan ako sa device na ito');
    expect(staffTexts.get().title).toBe('Loan Applications');
    stop.forEach((unsubscribe) => unsubscribe());
  });
});

import { LANGUAGE_NAMES, LANGUAGES } from '@app/domain/i18n';
import { AUTH_TEXTS } from '@app/domain/messages';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { chooseLanguage, defineTexts, useLanguage, useTexts } from '../lib/i18n';

const authTexts = defineTexts({ AUTH_TEXTS });

/**
 * English or Filipino, in the header of every borrower screen (issue 15).
 * Each language is named in its own words, so a reader finds theirs whatever
 * is on screen; the choice follows the borrower to their other devices.
 * Two pressed/unpressed buttons: the sign-in screen already loads Button,
 * so the switch costs /login next to nothing (decision 020). 44 px tall:
 * a finger's touch target, on a phone too.
 */
export function LanguageSwitch() {
  const queryClient = useQueryClient();
  const current = useLanguage();
  const texts = useTexts(authTexts);
  return (
    <Button.Group aria-label={texts.language}>
      {LANGUAGES.map((code) => (
        <Button
          key={code}
          size="xs"
          h={44}
          variant={code === current ? 'filled' : 'default'}
          aria-pressed={code === current}
          lang={code}
          onClick={() => void chooseLanguage(queryClient, code)}
        >
          {LANGUAGE_NAMES[code]}
        </Button>
      ))}
    </Button.Group>
  );
}

import type { BrowserContext, Page } from 'playwright-core';

/**
 * Every element holding text of its own whose content is wider than its box
 * (cut with an ellipsis or hidden), or that reaches past the viewport's
 * right edge: described as "tag: text". Visually hidden text is skipped, and
 * so is text wholly outside a box that clips it (a carousel's slides out of
 * view): it is not drawn at all. A carousel moving on its own can be caught
 * half-way, so run this with reduced motion (the carousels then stay put).
 * One copy for the phone-fit test and the screenshots script (issue 28).
 */
export async function overflowingTexts(target: Page): Promise<string[]> {
  return target.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!ownText || element.offsetParent === null) continue;
      const box = element.getBoundingClientRect();
      // Text kept for assistive technology only (a 1 px clipped box) is not drawn.
      if (box.width <= 1 || box.height <= 1) continue;
      const isCut = element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible';
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      let isOutOfView = false;
      for (let ancestor = element.parentElement; ancestor && !isOutOfView; ancestor = ancestor.parentElement) {
        if (getComputedStyle(ancestor).overflowX === 'visible') continue;
        const clip = ancestor.getBoundingClientRect();
        isOutOfView = text.right <= clip.left + 1 || text.left >= clip.right - 1;
      }
      if (isOutOfView) continue;
      const isSpilling = text.right > document.documentElement.clientWidth + 1;
      if (isCut || isSpilling) found.push(`${element.tagName.toLowerCase()}: ${ownText}`);
    }
    return found;
  });
}

/**
 * Opens the app of this context in the given colour scheme and language, as
 * a borrower who chose them does: the app keeps both in local storage (its
 * default scheme is light whatever the system prefers).
 */
export async function chooseSchemeAndLanguage(context: BrowserContext, scheme: 'light' | 'dark', language: 'en' | 'fil'): Promise<void> {
  await context.addInitScript(
    ([chosenScheme, code]) => {
      localStorage.setItem('mantine-color-scheme-value', chosenScheme);
      localStorage.setItem('language', code);
    },
    [scheme, language] as const,
  );
}

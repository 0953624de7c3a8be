import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setDeviceLanguage } from '../lib/i18n';
import { server } from './server';

// jsdom lacks what Mantine reads from the browser.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
// Embla (the carousels) watches slide visibility.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub;
// jsdom's Blob has no text() (every browser has); the settlement import reads its file with it.
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}
// Mantine's autosize Textarea re-measures when web fonts finish loading.
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};
if (!URL.createObjectURL) {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
}

// A test fails on an unexpected console.error (ARCHITECTURE.md).
const consoleError = console.error;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  cleanup();
  // The notifications store outlives a render; a notice must not leak into the next test.
  notifications.clean();
  notifications.cleanQueue();
  server.resetHandlers();
  localStorage.clear();
  // The language is the page's, not a render's: each test starts in English.
  setDeviceLanguage('en');
});
afterAll(() => server.close());

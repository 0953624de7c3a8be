import { useLayoutEffect } from 'react';
import { FORM_ID, SCREEN_ID } from './static-sign-in-ids';

/** What the visitor did on the sign-in screen login.html draws before the app's code arrives (web/vite-static-sign-in.ts). */
export type StaticSignIn = { email: string; password: string; rememberMe: boolean; focused: 'email' | 'password' | null };

/**
 * Takes the HTML sign-in screen away and returns what was typed in it and
 * which field had the focus, or null when the page had none (any page but
 * /login, or a second call). Called in a layout effect: after React's first
 * commit and before the browser paints it, in the same task, so no keystroke
 * falls between the two screens.
 */
export function takeStaticSignIn(doc: Document): StaticSignIn | null {
  const screen = doc.getElementById(SCREEN_ID);
  const form = doc.getElementById(FORM_ID);
  if (!screen) return null;
  const input = (name: string) => (form instanceof HTMLFormElement ? form.elements.namedItem(name) : null);
  const text = (name: string) => {
    const field = input(name);
    return field instanceof HTMLInputElement ? field.value : '';
  };
  const remember = input('rememberMe');
  const active = doc.activeElement;
  const focused = active instanceof HTMLInputElement && form?.contains(active) && (active.name === 'email' || active.name === 'password') ? active.name : null;
  screen.remove();
  return { email: text('email'), password: text('password'), rememberMe: remember instanceof HTMLInputElement && remember.checked, focused };
}

/**
 * login.html puts the app's stylesheet after the form, where it holds back
 * only what follows it. Before the app renders it goes back to the end of
 * <head>, where index.html has it: the rules Mantine adds to <head> when the
 * app starts (the theme's colours, such as the readable dimmed grey) must
 * come after it to win, as they do on every other page.
 */
export function moveStylesheetsToHead(doc: Document): void {
  for (const link of doc.body.querySelectorAll('link[rel="stylesheet"]')) doc.head.append(link);
}

/**
 * Rendered after the router: takes the HTML sign-in screen away when the
 * first screen is not the sign-in form (a signed-in visitor sent on to the
 * dashboard). The sign-in form's own layout effect runs first (a child's
 * before a later sibling's) and takes what was typed.
 */
export function DropStaticSignIn() {
  useLayoutEffect(() => {
    takeStaticSignIn(document);
  }, []);
  return null;
}

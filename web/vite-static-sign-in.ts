import type { Plugin, Rolldown } from 'vite';
// By path, as vite.config.ts does: the config is bundled without the workspace's TypeScript packages.
import { COMPANY } from '../domain/src/company';
import { LANGUAGE_NAMES, LANGUAGES } from '../domain/src/i18n/languages';
import { LABELS } from '../domain/src/messages/messages';
import { AUTH_TEXTS } from '../domain/src/messages/sign-in-messages';
import { FORM_ID, SCREEN_ID } from './src/lib/static-sign-in-ids';
import { withImports } from './vite-first-screen';
import { BORROWER_SCREENS } from './vite-screen-chunks';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/*
 * Drawn as Mantine draws the sign-in screen (AuthLayout, LoginPage; theme.ts:
 * radius md, brand 7, the system font), light: the same places and sizes, so
 * the swap to the app's own screen does not move what the visitor looks at.
 */
const STYLE = `
  .ss { min-height: 100dvh; display: flex; align-items: center; justify-content: center; padding: 20px 10px; box-sizing: border-box;
    background: #f8f9fa; color: #000; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
    font-size: 16px; line-height: 1.55; -webkit-font-smoothing: antialiased; }
  .ss *, .ss *::before, .ss *::after { box-sizing: border-box; }
  .ss-col { width: 100%; max-width: 440px; display: flex; flex-direction: column; gap: 16px; }
  .ss-lang { display: flex; justify-content: flex-end; }
  .ss-lang span { height: 44px; padding: 0 14px; display: inline-flex; align-items: center; font-size: 12px; font-weight: 600;
    border: 1px solid #ced4da; background: #fff; color: #000; }
  .ss-lang span:first-child { border-radius: 8px 0 0 8px; background: #0848c4; border-color: #0848c4; color: #fff; }
  .ss-lang span:last-child { border-radius: 0 8px 8px 0; border-left: 0; }
  .ss-card { background: #fff; border: 1px solid #dee2e6; border-radius: 16px; padding: 16px;
    box-shadow: 0 1px 3px rgba(0,0,0,.05), 0 10px 15px -5px rgba(0,0,0,.05), 0 7px 7px -5px rgba(0,0,0,.04); }
  @media (min-width: 576px) { .ss-card { padding: 32px; } .ss-head h1 { font-size: 26px; } }
  .ss-head { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 4px; margin-bottom: 20px; }
  .ss-head h1 { margin: 0; font-size: 22px; font-weight: 700; line-height: 1.3; }
  .ss-head p { margin: 0; color: #495057; }
  .ss-form { display: flex; flex-direction: column; gap: 16px; margin: 0; }
  .ss-field label { display: block; font-size: 14px; font-weight: 500; line-height: 1.55; }
  .ss-field label span { color: #fa5252; }
  .ss-field input { display: block; width: 100%; height: 36px; padding: 0 12px; font: inherit; font-size: 14px; color: #000;
    background: #fff; border: 1px solid #ced4da; border-radius: 8px; outline: none; }
  .ss-field input:focus { border-color: #0848c4; }
  .ss-check { display: flex; align-items: center; gap: 12px; font-size: 14px; min-height: 24px; }
  .ss-check input { width: 20px; height: 20px; margin: 0; }
  .ss-submit { height: 42px; width: 100%; border: 0; border-radius: 8px; background: #0848c4; color: #fff; font: inherit;
    font-size: 16px; font-weight: 600; opacity: .75; }
  .ss-register { margin: 0; font-size: 14px; text-align: center; }
  .ss-register a { color: #0848c4; font-weight: 600; text-decoration: none; }
  .ss-licence { margin: 0; font-size: 12px; text-align: center; color: #495057; }
`;

/**
 * The sign-in screen as plain HTML: the fields work before any script has
 * arrived, and the app takes what was typed (and the focus) when it starts.
 * LOG IN waits for the app: it is disabled, and a disabled default button
 * also stops Enter from submitting the form natively (HTML's implicit
 * submission), which could put the password in a URL.
 */
function staticSignIn(): string {
  const t = (text: string) => escapeHtml(text);
  const field = (name: string, type: string, label: string, autocomplete: string, extra = '') =>
    `<div class="ss-field"><label for="ss-${name}">${t(label)} <span aria-hidden="true">*</span></label>` +
    `<input id="ss-${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required${extra}></div>`;
  return (
    `<main class="ss" id="${SCREEN_ID}"><div class="ss-col">` +
    `<div class="ss-lang" aria-hidden="true">${LANGUAGES.map((code) => `<span lang="${code}">${t(LANGUAGE_NAMES[code])}</span>`).join('')}</div>` +
    `<div class="ss-card"><div class="ss-head"><img src="/favicon.svg" alt="" width="44" height="44">` +
    `<h1>${t(COMPANY.name)}</h1><p>${t(LABELS.signInSubtitle)}</p></div>` +
    `<form class="ss-form" id="${FORM_ID}" method="post" action="/login" novalidate>` +
    field('email', 'email', AUTH_TEXTS.email, 'email', ' inputmode="email"') +
    field('password', 'password', AUTH_TEXTS.password, 'current-password') +
    `<label class="ss-check"><input type="checkbox" name="rememberMe">${t(AUTH_TEXTS.rememberMe)}</label>` +
    `<button class="ss-submit" type="submit" disabled>${t(LABELS.logIn)}</button>` +
    `<p class="ss-register">${t(AUTH_TEXTS.noAccount)} <a href="/register">${t(AUTH_TEXTS.registerLink)}</a></p>` +
    `</form></div>` +
    `<p class="ss-licence">${t(COMPANY.name)} · ${t(AUTH_TEXTS.secRegistration)} ${t(COMPANY.secRegistrationNumber)} · ` +
    `${t(AUTH_TEXTS.certificateOfAuthority)} ${t(COMPANY.certificateOfAuthorityNumber)}</p>` +
    `</div></main>`
  );
}

/**
 * What a visitor signing in opens next, in this order: HOME (the borrower's
 * frame and the dashboard), then the WALLET, ACCOUNT and ABOUT tabs, which the
 * app itself fetches ahead too, in the same order (lib/tab-prefetch.ts). Each
 * is one chunk (vite-screen-chunks.ts, decision 075).
 */
const NEXT_SCREENS = BORROWER_SCREENS.map(({ modules }) => modules);

/** Those screens' chunks with everything they import, less what index.html or an earlier screen loads: one list a screen. */
function nextChunks(bundle: Rolldown.OutputBundle, loaded: string): string[][] {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const seen = new Set<string>();
  return NEXT_SCREENS.map((screen) => {
    const entries = chunks.filter((chunk) => chunk.moduleIds.some((id) => screen.test(id)));
    if (entries.length === 0) throw new Error(`static sign-in: no chunk holds ${screen}`);
    const closure = new Set<string>();
    for (const entry of entries) withImports(bundle, entry, closure);
    const wanted = [...closure].filter((name) => !seen.has(name) && !loaded.includes(`/${name}"`));
    for (const name of wanted) seen.add(name);
    return wanted.map((name) => `/${name}`);
  });
}

/**
 * A small script of the static page: once a field of the form has the focus
 * (the visitor is signing in), it asks for HOME's code with modulepreload
 * links, then each tab's once the one before is in (one screen at a time: the 6
 * connections a browser opens serve HOME first), as the app's own form does
 * (login-page.tsx), but seconds earlier:
 * the app's code is still on its way then. Not before the focus: a visit
 * that only looks at the sign-in screen downloads no more than it.
 */
function preloadScript(screens: string[][]): string {
  return `(function () {
  var form = document.getElementById(${JSON.stringify(FORM_ID)});
  if (!form) return;
  var screens = ${JSON.stringify(screens)};
  var started = false;
  function preload(index) {
    var hrefs = screens[index];
    if (!hrefs) return;
    var left = hrefs.length;
    function done() {
      left -= 1;
      if (left === 0) preload(index + 1);
    }
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      link.onload = done;
      link.onerror = done;
      document.head.appendChild(link);
    });
  }
  function start() {
    if (started) return;
    started = true;
    preload(0);
  }
  if (form.contains(document.activeElement)) start();
  else form.addEventListener('focusin', start);
})();
`;
}

/**
 * Issue 28, a slow line (decision 038): `login.html`, index.html with the
 * sign-in screen drawn in plain HTML and CSS, which the server sends for
 * `/login`. On a 2 s round trip at 400 kbit/s the screen's scripts (about
 * 125 KB brotli) arrive 7 to 9 s after the tap on the link; the form is
 * there as soon as the page and its stylesheet are.
 */
export function staticSignInPage(): Plugin {
  return {
    name: 'app:static-sign-in',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string') throw new Error('static sign-in: the build wrote no index.html');
        const boot = /<div id="root">[\s\S]*?<\/div><\/div>/;
        if (!boot.test(index.source)) throw new Error('static sign-in: index.html has no boot screen in #root');
        // The app's stylesheet after the form: a stylesheet in <head> holds the first paint until it
        // arrives (3 to 4 s on the slow line); one in <body> holds only what follows it. Asked for as
        // early as before (a preload in <head>), and the app's script still waits for it.
        const stylesheets = index.source.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        let page = index.source.replace('</style>', `${STYLE}</style>`);
        for (const sheet of stylesheets) page = page.replace(sheet, sheet.replace('rel="stylesheet"', 'rel="preload" as="style"'));
        const script = this.getFileName(
          this.emitFile({ type: 'asset', name: 'sign-in-preload.js', source: preloadScript(nextChunks(bundle, index.source)) }),
        );
        page = page.replace(boot, `<div id="root"></div>${staticSignIn()}${stylesheets.join('')}<script src="/${script}" async></script>`);
        this.emitFile({ type: 'asset', fileName: 'login.html', source: page });
      },
    },
  };
}

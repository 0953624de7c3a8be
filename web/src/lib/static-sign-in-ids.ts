/** The ids of login.html's plain sign-in screen and form: written by the build (web/vite-static-sign-in.ts), taken over by the app (static-sign-in.tsx). */
export const SCREEN_ID = 'static-sign-in-screen';
export const FORM_ID = 'static-sign-in';

/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** The client's version (a hash of its sources), set by vite.config.ts. */
declare const __APP_VERSION__: string;

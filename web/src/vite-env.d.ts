/// <reference types="vite/client" />

/** The client's version (a hash of its sources), set by vite.config.ts. */
declare const __APP_VERSION__: string;

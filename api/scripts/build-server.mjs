// Compiles the server for production (`npm run build`, run by `npm start`):
// api/src/server.ts and the workspace's @app/domain (TypeScript source) into
// one ES module, api/dist/server.js, run by plain `node`, no TypeScript
// loader. Packages from node_modules stay external and load as installed
// (native better-sqlite3 and argon2, pino's worker files, pdfkit's fonts).
// The file sits at the same depth as api/src/server.ts, so paths the server
// resolves from its own location (the web root) hold for both.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const api = fileURLToPath(new URL('..', import.meta.url));

/** Bare imports (packages, node: built-ins) stay imports, except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@app/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: [`${api}src/server.ts`],
  outfile: `${api}dist/server.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  plugins: [externalPackages],
  logLevel: 'warning',
});

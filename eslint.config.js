// The boundaries of ARCHITECTURE.md and the project's naming, checked in
// `npm test`. Decision 014 gives the reason for every rule here; nothing else
// is switched on (the type-checker and knip cover the rest).
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import noTextLiterals from './eslint/no-text-literals.js';
import noUntranslatedMessages from './eslint/no-untranslated-messages.js';

const ROOT = import.meta.dirname;
const TSCONFIG = `${ROOT}/tsconfig.json`;
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';
const FEATURES = ['api-feature', 'web-feature'];
// Every borrower screen (issue 15): each component file, wherever it sits, so that a new
// one is held too; and the modules beside them that build texts. Staff screens
// (features/admin, routes/admin) may stay English; *.queries.ts compare the API's
// answers, which stay English (decision 024).
const BORROWER_SCREENS = [
  'web/src/features/!(admin)/**/*.tsx',
  'web/src/components/**/*.{ts,tsx}',
  'web/src/lib/**/*.tsx',
  'web/src/lib/live.ts',
  'web/src/routes/!(admin)*.tsx',
  'web/src/routes/_borrower/**/*.tsx',
  'web/src/app-providers.tsx',
  'web/src/features/verification/{texts,verification.queries}.ts',
  'web/src/features/loans/{texts,loan-calculator,loans.queries}.ts',
  'web/src/features/withdrawals/use-withdrawal-flow.ts',
];
const BOOLEAN_NAME = '/^(is|has|can)[A-Z]/';
const BOOLEAN_MESSAGE = 'A boolean is named isX, hasX or canX (ARCHITECTURE.md, naming).';

// Types PascalCase, functions camelCase (components are functions too: they
// live in .tsx files, where a function may be PascalCase).
const naming = (functionFormats) => [
  'error',
  { selector: 'typeLike', format: ['PascalCase'] },
  { selector: 'function', format: functionFormats },
  // A leading underscore marks a binding dropped on purpose: `{ passwordHash: _hash, ...rest }`.
  { selector: 'variable', format: ['camelCase', 'PascalCase', 'UPPER_CASE'], leadingUnderscore: 'allow' },
  // Build-time constants injected by Vite's `define`.
  { selector: 'variable', filter: '^__[A-Z_]+__$', format: null },
];

export default [
  { ignores: ['**/node_modules/', '**/dist/', 'web/src/routeTree.gen.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    // An inline `eslint-disable` has no effect, and its warning fails the
    // lint (--max-warnings 0): a rule that needs disabling is a design
    // question, answered in this file.
    linterOptions: { noInlineConfig: true },
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX, boundaries, 'check-file': checkFile },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: TSCONFIG })],
      // eslint-plugin-boundaries resolves through the older setting name.
      'import/resolver': { typescript: { project: TSCONFIG } },
      'boundaries/root-path': ROOT,
      // The layers of ARCHITECTURE.md; a feature is a folder under features/.
      'boundaries/elements': [
        { type: 'domain', pattern: 'domain', partialMatch: false },
        { type: 'api-feature', pattern: 'api/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'api', pattern: 'api', partialMatch: false },
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'e2e', pattern: 'web/e2e', partialMatch: false },
        { type: 'web', pattern: 'web', partialMatch: false },
      ],
    },
    rules: {
      // A circle of imports has no first module: it breaks module
      // initialisation order and means two modules are really one. This rule
      // skips type-only imports, so `npm run lint:cycles` (madge) checks the
      // circles they close too (decision 049).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],

      // Dependencies point one way: web → domain ← api. A feature is used
      // through its public file (index.ts); inside a feature, anything goes.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.element.type}} may not import {{to.element.type}} (ARCHITECTURE.md: web → domain ← api)',
          policies: [
            { from: { element: { type: 'domain' } }, allow: { to: { element: { type: 'domain' } } } },
            {
              from: { element: { types: ['api', 'api-feature'] } },
              allow: { to: { element: { types: ['api', 'api-feature', 'domain'] } } },
            },
            {
              from: { element: { types: ['web', 'web-feature'] } },
              allow: { to: { element: { types: ['web', 'web-feature', 'domain'] } } },
            },
            // Browser tests drive the real server: they may use the api's test support, nothing else of it.
            {
              from: { element: { type: 'e2e' } },
              allow: [
                { to: { element: { types: ['e2e', 'domain'] } } },
                { to: { element: { type: 'api', fileInternalPath: 'src/test/**' } } },
              ],
            },
            {
              disallow: { to: { element: { types: FEATURES, fileInternalPath: '!index.ts' } } },
              message:
                'A feature is used through its public file: import {{to.element.path}}/index.ts, not {{to.element.fileInternalPath}}',
            },
          ],
        },
      ],

      // Files kebab-case, a role after a dot (`loans.queries.ts`). Route files
      // follow TanStack Router (`__root`, `_layout`, `$param`); an api
      // feature's files carry their layer: routes, service or queries.
      'check-file/filename-naming-convention': [
        'error',
        {
          '{api,domain,bench}/**/*.ts': `${KEBAB}*(.${KEBAB})`,
          'web/{*,src/*,e2e/**/*,scripts/**/*,src/!(routes)/**/*}.{ts,tsx}': `${KEBAB}*(.${KEBAB})`,
          'web/src/routes/**/*.tsx': `{?(_|__)${KEBAB},\\$+([a-z])*([a-zA-Z0-9])}`,
          'api/src/features/**/*.ts': `@(index|${KEBAB}?(.admin).@(routes|service|queries|middleware|events|socket)?(.test))`,
        },
        { errorMessage: 'The file name "{{ target }}" does not follow the naming of decision 014 ({{ pattern }})' },
      ],
      'check-file/folder-naming-convention': [
        'error',
        {
          '{api,domain,web}/!(src)/**/': 'KEBAB_CASE',
          'bench/**/': 'KEBAB_CASE',
          '{api,domain,web}/src/!(routes)/**/': 'KEBAB_CASE',
          'web/src/routes/**/': `{?(_)${KEBAB},\\$+([a-z])*([a-zA-Z0-9])}`,
        },
      ],
      'check-file/filename-blocklist': [
        'error',
        { '{api,web}/src/features/*.{ts,tsx}': '{api,web}/src/features/<feature>/*.{ts,tsx}' },
      ],

      '@typescript-eslint/naming-convention': naming(['camelCase']),

      // Booleans isX/hasX/canX and schemas XSchema, where the syntax shows
      // it; naming-convention's `types` would need type information, which
      // triples the time of a lint (decision 014).
      'no-restricted-syntax': [
        'error',
        {
          selector: `Identifier[name!=${BOOLEAN_NAME}][typeAnnotation.typeAnnotation.type='TSBooleanKeyword']`,
          message: BOOLEAN_MESSAGE,
        },
        {
          selector: `VariableDeclarator[id.name!=${BOOLEAN_NAME}][init.type='Literal'][init.raw=/^(true|false)$/]`,
          message: BOOLEAN_MESSAGE,
        },
        {
          selector: `VariableDeclarator[id.name!=${BOOLEAN_NAME}][init.type='UnaryExpression'][init.operator='!']`,
          message: BOOLEAN_MESSAGE,
        },
        {
          selector: `VariableDeclarator[id.name!=${BOOLEAN_NAME}][init.type='BinaryExpression'][init.operator=/^([=!]==?|[<>]=?|in|instanceof)$/]`,
          message: BOOLEAN_MESSAGE,
        },
        {
          selector: `ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name!=/Schema$/][init.callee.object.name='v']`,
          message: 'A valibot schema is named XSchema, beside its type X (ARCHITECTURE.md, domain).',
        },
      ],
    },
  },
  { files: ['**/*.tsx'], rules: { '@typescript-eslint/naming-convention': naming(['camelCase', 'PascalCase']) } },
  // Decision 028: on the API a request's cookies are read with readCookie
  // and the security headers set by securityHeaders, both without building
  // fetch Headers objects per request.
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'hono/cookie', importNames: ['getCookie', 'getSignedCookie'], message: 'Read a cookie with readCookie (api/src/lib/cookies.ts, decision 028).' },
            { name: 'hono/secure-headers', message: 'The security headers are set by securityHeaders (api/src/http/security-headers.ts, decision 028).' },
          ],
        },
      ],
    },
  },
  // Issue 15: every text a borrower reads comes from a translated group
  // (decision 024). Staff screens (features/admin, routes/admin) may stay English.
  {
    files: BORROWER_SCREENS,
    ignores: ['**/*.test.tsx'],
    plugins: { local: { rules: { 'no-text-literals': noTextLiterals, 'no-untranslated-messages': noUntranslatedMessages } } },
    rules: { 'local/no-text-literals': 'error', 'local/no-untranslated-messages': 'error' },
  },
];

import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Each rule of eslint.config.js meets a planted violation at a realistic path
// and must report it; removing or loosening a rule fails its case here.
// Import targets are written to temporary features, so the cases do not
// depend on today's app files; they are removed afterwards.

const root = import.meta.dirname;
const id = randomBytes(4).toString('hex');
const webFeature = `web/src/features/lint-probe-${id}`;
const otherWebFeature = `web/src/features/lint-probe-${id}-b`;
const apiFeature = `api/src/features/lint-probe-${id}`;
const otherApiFeature = `api/src/features/lint-probe-${id}-b`;
const apiTestSupport = `api/src/test/lint-probe-${id}.ts`;

const onDisk: Record<string, string> = {
  [`${webFeature}/index.ts`]: "export { probeValue } from './probe-value';\n",
  [`${webFeature}/probe-value.ts`]: 'export const probeValue = 1;\n',
  [`${webFeature}/cycle-one.ts`]: "import { two } from './cycle-two';\nexport const one = () => two;\n",
  [`${webFeature}/cycle-two.ts`]: "import { one } from './cycle-one';\nexport const two = () => one;\n",
  [`${apiFeature}/index.ts`]: "export { probeService } from './probe.service';\n",
  [`${apiFeature}/probe.service.ts`]: 'export const probeService = 1;\n',
  [apiTestSupport]: 'export const probeSupport = 1;\n',
};

let eslint: ESLint;

beforeAll(() => {
  for (const [path, text] of Object.entries(onDisk)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  eslint = new ESLint({ cwd: root });
});

afterAll(() => {
  for (const dir of [webFeature, apiFeature]) rmSync(join(root, dir), { recursive: true, force: true });
  rmSync(join(root, apiTestSupport), { force: true });
});

async function problems(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

async function rules(path: string, code: string) {
  return (await problems(path, code)).map((problem) => problem.ruleId);
}

describe('layers: web → domain ← api', () => {
  it('refuses web code importing api code', async () => {
    const code = `import { probeService } from '../../../${apiFeature}';\nexport const probe = probeService;\n`;
    expect(await problems('web/src/lib/probe.ts', code)).toEqual([
      { ruleId: 'boundaries/dependencies', message: 'web may not import api-feature (ARCHITECTURE.md: web → domain ← api)' },
    ]);
  });

  it('refuses domain code importing web or api code', async () => {
    const code =
      `import { probeValue } from '../../../${webFeature}';\n` +
      `import { probeService } from '../../../${apiFeature}';\n` +
      'export const probe = [probeValue, probeService];\n';
    expect(await rules('domain/src/money/probe.ts', code)).toEqual(['boundaries/dependencies', 'boundaries/dependencies']);
  });

  it('refuses api code importing web code', async () => {
    const code = `import { probeValue } from '../../../${webFeature}';\nexport const probe = probeValue;\n`;
    expect(await rules('api/src/lib/probe.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('lets browser tests use the api test support, and nothing else of the api', async () => {
    const support = `import { probeSupport } from '../../api/src/test/lint-probe-${id}';\nexport const probe = probeSupport;\n`;
    expect(await rules('web/e2e/probe.ts', support)).toEqual([]);
    const feature = `import { probeService } from '../../${apiFeature}';\nexport const probe = probeService;\n`;
    expect(await rules('web/e2e/probe.ts', feature)).toEqual(['boundaries/dependencies']);
  });
});

describe('features are used through their public file', () => {
  it('accepts an import of the public file, index.ts', async () => {
    const code = `import { probeValue } from '../lint-probe-${id}';\nexport const probe = probeValue;\n`;
    expect(await problems(`${otherWebFeature}/probe.ts`, code)).toEqual([]);
  });

  it('refuses another web feature reaching into an internal file', async () => {
    const code = `import { probeValue } from '../lint-probe-${id}/probe-value';\nexport const probe = probeValue;\n`;
    expect(await problems(`${otherWebFeature}/probe.ts`, code)).toEqual([
      {
        ruleId: 'boundaries/dependencies',
        message: `A feature is used through its public file: import ${webFeature}/index.ts, not probe-value.ts`,
      },
    ]);
  });

  it('refuses another api feature, and a route file, reaching into an internal file', async () => {
    const fromFeature = `import { probeService } from '../lint-probe-${id}/probe.service';\nexport const probe = probeService;\n`;
    expect(await rules(`${otherApiFeature}/probe.service.ts`, fromFeature)).toEqual(['boundaries/dependencies']);
    const fromRoute = `import { probeValue } from '../features/lint-probe-${id}/probe-value';\nexport const probe = probeValue;\n`;
    expect(await rules('web/src/routes/probe.tsx', fromRoute)).toEqual(['boundaries/dependencies']);
  });

  it('lets a feature import its own internal files', async () => {
    const code = "import { probeValue } from './probe-value';\nexport const probe = probeValue;\n";
    expect(await problems(`${webFeature}/probe.ts`, code)).toEqual([]);
  });

  it('refuses a file directly under features/, outside any feature', async () => {
    expect(await rules('web/src/features/probe-helper.ts', 'export const probe = 1;\n')).toEqual([
      'check-file/filename-blocklist',
    ]);
  });
});

describe('no import cycles', () => {
  it('reports two files importing each other', async () => {
    const [result] = await eslint.lintFiles([join(root, webFeature, 'cycle-one.ts')]);
    expect(result!.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });
});

describe('naming', () => {
  it('refuses a file name that is not kebab-case', async () => {
    expect(await rules(`${webFeature}/ProbeCard.tsx`, 'export const probe = 1;\n')).toEqual([
      'check-file/filename-naming-convention',
    ]);
    expect(await rules('domain/src/money/probe_value.ts', 'export const probe = 1;\n')).toEqual([
      'check-file/filename-naming-convention',
    ]);
  });

  it("accepts TanStack Router's route file names", async () => {
    for (const path of ['web/src/routes/__root.tsx', 'web/src/routes/_borrower.tsx', 'web/src/routes/_borrower/$loanId.tsx']) {
      expect(await rules(path, 'export const probe = 1;\n')).toEqual([]);
    }
  });

  it('refuses a folder name that is not kebab-case', async () => {
    expect(await rules('web/src/features/ProbeArea/probe.ts', 'export const probe = 1;\n')).toEqual([
      'check-file/folder-naming-convention',
    ]);
  });

  it('refuses an api feature file that does not name its layer', async () => {
    expect(await rules(`${apiFeature}/probe.helpers.ts`, 'export const probe = 1;\n')).toEqual([
      'check-file/filename-naming-convention',
    ]);
    expect(await rules(`${apiFeature}/probe.routes.test.ts`, 'export const probe = 1;\n')).toEqual([]);
  });

  it('refuses a PascalCase function outside a component file, and a camelCase type', async () => {
    expect(await rules('web/src/lib/probe.ts', 'export function ProbeThing() {}\n')).toEqual([
      '@typescript-eslint/naming-convention',
    ]);
    expect(await rules('web/src/lib/probe.tsx', 'export function ProbeCard() { return null; }\n')).toEqual([]);
    expect(await rules('web/src/lib/probe.ts', 'export type probeRow = { id: number };\n')).toEqual([
      '@typescript-eslint/naming-convention',
    ]);
  });

  it('refuses a boolean not named isX, hasX or canX', async () => {
    const code =
      'export function probe(open: boolean, count: number) {\n' +
      '  const done = false;\n' +
      '  const empty = count === 0;\n' +
      '  const closed = !open;\n' +
      '  const isEmpty = count === 0;\n' +
      '  return [done, empty, closed, isEmpty];\n' +
      '}\n';
    expect(await rules('web/src/lib/probe.ts', code)).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
  });

  it('refuses an exported valibot schema not named XSchema', async () => {
    const code = "import * as v from 'valibot';\nexport const Probe = v.object({ id: v.number() });\n";
    expect(await rules('domain/src/schemas/probe.ts', code)).toEqual(['no-restricted-syntax']);
    expect(await rules('domain/src/schemas/probe.ts', code.replace('Probe', 'ProbeSchema'))).toEqual([]);
  });
});

describe('no blanket disables', () => {
  it('ignores an inline eslint-disable and reports it', async () => {
    const code =
      '/* eslint-disable */\n' +
      `import { probeService } from '../../../${apiFeature}';\n` +
      'export const probe = probeService;\n';
    const found = await problems('web/src/lib/probe.ts', code);
    expect(found.map((problem) => problem.ruleId)).toEqual([null, 'boundaries/dependencies']);
    expect(found[0]!.message).toBe("'/* eslint-disable */' has no effect because you have 'noInlineConfig' setting in your config.");
  });
});

describe('one way to read cookies and set security headers on the API (decision 028)', () => {
  it("refuses Hono's getCookie and secureHeaders, and keeps its setCookie", async () => {
    expect(await rules('api/src/http/probe.ts', "import { getCookie } from 'hono/cookie';\nexport const probe = getCookie;\n")).toEqual(['no-restricted-imports']);
    expect(await rules('api/src/http/probe.ts', "import { secureHeaders } from 'hono/secure-headers';\nexport const probe = secureHeaders;\n")).toEqual(['no-restricted-imports']);
    expect(await rules('api/src/http/probe.ts', "import { setCookie } from 'hono/cookie';\nexport const probe = setCookie;\n")).toEqual([]);
  });
});

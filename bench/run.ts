// npm run bench [-- startup|api|capacity|writes|mechanisms ...]: every part, or the parts named.
import { benchApi } from './api';
import { benchCapacity } from './capacity';
import { benchMechanisms } from './mechanisms';
import { benchStartup } from './startup';
import { benchWrites } from './writes';

const PARTS = { startup: benchStartup, api: benchApi, capacity: benchCapacity, writes: benchWrites, mechanisms: benchMechanisms } as const;
type Part = keyof typeof PARTS;

const isPart = (name: string): name is Part => Object.hasOwn(PARTS, name);
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !isPart(name));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}: npm run bench [-- ${Object.keys(PARTS).join('|')}]`);
  process.exit(2);
}
const parts = asked.length > 0 ? asked.filter(isPart) : (Object.keys(PARTS) as Part[]);
const started = performance.now();
for (const part of parts) await PARTS[part]();
console.log(`\nBenchmark done in ${Math.round((performance.now() - started) / 1000)} s.`);

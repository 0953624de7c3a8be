import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './connection';
import { readDirectly } from './direct-reads';
import { readCachesOf } from './read-caches';

/** Stands for the nth argument while a query is built and compiled. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query of a hot path (the session lookup of every request, the lists a
 * borrower's phone polls every few seconds), built and compiled once per
 * database and then run with each call's values: building and compiling the
 * same tree again on every request cost about a quarter of the CPU of a
 * poll. `build` is called once with stand-ins for its arguments, so each may
 * only be passed on as a single value (a comparison, a limit): a list
 * (`in`) or a condition chosen by an argument changes the SQL and needs the
 * query builder per call.
 */
export function compileOnce<Args extends unknown[], Row>(build: (db: Db, ...args: Args) => Compilable<Row>): (db: Db, ...args: Args) => Promise<Row[]> {
  const slots = Array.from({ length: build.length - 1 }, (_, index) => new Slot(index)) as unknown as Args;
  return async (db, ...args) => {
    // Per database (its ReadCaches): the SQL differs between SQLite and PostgreSQL, and tests open many.
    const { compiled, off } = readCachesOf(db);
    let template = compiled.get(build) as CompiledQuery<Row> | undefined;
    if (!template) {
      template = build(db, ...slots).compile();
      const { parameters } = template;
      const unused = (slots as Slot[]).filter((slot) => !parameters.includes(slot));
      if (unused.length > 0) throw new Error(`compileOnce: argument ${unused[0]?.index} is not a parameter of ${template.sql}`);
      if (!off.has('compile-once')) compiled.set(build, template);
    }
    const parameters = template.parameters.map((parameter) => (parameter instanceof Slot ? args[parameter.index] : parameter));
    const direct = readDirectly<Row>(db, template.sql, parameters);
    if (direct) return direct;
    const { rows } = await db.executeQuery<Row>({ ...template, parameters });
    return rows;
  };
}

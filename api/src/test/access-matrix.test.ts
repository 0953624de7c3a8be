import { afterAll, describe, expect, it } from 'vitest';
import { recordFigure } from './figures';
import { appRoutes, CASES, dutiesOfCase, label, methodOf, ROUTE_DUTIES, SIGNED_ROUTES } from './route-cases';
import { snapshotData } from './snapshot';
import { ACTORS, buildWorld, removeWorldTemplate, type World } from './world';

afterAll(removeWorldTemplate);

// Issue 6, "Access": every route of the app, read from the app itself,
// times every actor. Each cell runs on a fresh world, and a refused request
// must also have written nothing.

describe('access matrix: every route × every actor', () => {
  it('has a declared expectation for every route the app serves', async () => {
    const declared = new Set(CASES.map((c) => c.route));
    const world = await buildWorld();
    const missing = appRoutes(world.ctx.app).filter((route) => !declared.has(route));
    recordFigure('access.routes', new Set(CASES.map((c) => c.route)).size);
    recordFigure('access.member.routes', new Set(CASES.filter((c) => c.target).map((c) => c.route)).size);
    expect(missing, `Routes without a row in the access matrix (add them to CASES in api/src/test/route-cases.ts): ${missing.join(', ')}`).toEqual([]);
  });

  it.each(CASES.map((c) => [label(c), c] as const))(
    '%s',
    async (_name, c) => {
      const outcomes: string[] = [];
      let denied = 0;
      // A refused request is proven to write nothing, so the next actor may use the same world;
      // after a request that went through, the next one starts from a fresh copy.
      let world: World | null = null;
      for (const actor of ACTORS) {
        if (!world) {
          world = await buildWorld();
          await c.prepare?.(world);
        }
        // A dead session is removed when presented: the only write a refused request may cause.
        const ignoreTables = actor === 'inactive' || actor === 'deleted' ? ['sessions'] : [];
        const before = await snapshotData(world.ctx, { ignoreTables });
        const { path, json, body, headers } = c.request(world, actor);
        const res = await world.client(actor).request(methodOf(c.route), path, {
          ...(json !== undefined ? { json } : {}),
          ...(body !== undefined ? { body: body as Uint8Array<ArrayBuffer> } : {}),
          ...(headers ? { headers } : {}),
        });
        outcomes.push(`${actor}: ${res.status}${res.status === c.expect[actor] ? '' : ` (expected ${c.expect[actor]}: ${JSON.stringify(res.body).slice(0, 120)})`}`);
        // Every expected refusal, a conflict included, must leave everything as it was.
        const isRefused = res.status >= 400 && res.status < 500;
        if (isRefused && res.status === c.expect[actor]) {
          denied += 1;
          expect(await snapshotData(world.ctx, { ignoreTables }), `${actor} was refused but something was written`).toBe(before);
          expect(typeof res.body?.message).toBe('string');
        } else {
          await world.ctx.close();
          world = null;
        }
      }
      await world?.ctx.close();
      expect(outcomes.join('\n')).not.toContain('expected');
      recordFigure('access.rows', 1);
      recordFigure('access.cells', ACTORS.length);
      recordFigure('access.denied', denied);
      if (c.target) {
        recordFigure('access.member.rows', 1);
        recordFigure('access.member.denied', denied);
      }
    },
    120_000,
  );
});

// Issue 27, DEPARTURES 15: the duty dimension. The plain admin of the world
// holds exactly one duty at a time; only the duties the route names get the
// admin's answer of the matrix above, every other gets 403 duty_required and
// writes nothing.
const STAFF_DUTY_NAMES = ['lending', 'payments', 'payouts', 'members', 'collections', 'compliance', 'finance'] as const;
const DUTY_CASES = CASES.filter((c) => dutiesOfCase(c) !== null);

describe('access matrix: every staff route × an admin holding exactly one duty', () => {
  it('declares the duties of every staff route the app serves', async () => {
    const world = await buildWorld();
    const staffRoutes = appRoutes(world.ctx.app).filter((route) => route.split(' ')[1]?.startsWith('/api/admin'));
    await world.ctx.close();
    const undeclared = staffRoutes.filter((route) => ROUTE_DUTIES[route] === undefined);
    expect(undeclared, `Staff routes without duties (add them to ROUTE_DUTIES in api/src/test/route-cases.ts): ${undeclared.join(', ')}`).toEqual([]);
    recordFigure('access.duty.routes', new Set(DUTY_CASES.map((c) => c.route)).size);
  });

  it.each(DUTY_CASES.map((c) => [label(c), c] as const))(
    '%s',
    async (_name, c) => {
      const allowed = dutiesOfCase(c) ?? [];
      const outcomes: string[] = [];
      let denied = 0;
      let world: World | null = null;
      for (const duty of STAFF_DUTY_NAMES) {
        if (!world) {
          world = await buildWorld();
          await c.prepare?.(world);
        }
        await world.ctx.db.updateTable('users').set({ duties: JSON.stringify([duty]) }).where('id', '=', world.ids.admin).execute();
        const before = await snapshotData(world.ctx);
        const { path, json, body, headers } = c.request(world, 'admin');
        const res = await world.client('admin').request(methodOf(c.route), path, {
          ...(json !== undefined ? { json } : {}),
          ...(body !== undefined ? { body: body as Uint8Array<ArrayBuffer> } : {}),
          ...(headers ? { headers } : {}),
        });
        const isAllowed = allowed.includes(duty);
        // With the duty: the matrix's answer for the admin, and never for want of a duty.
        const expected = isAllowed ? c.expect.admin : 403;
        const isRightCode = isAllowed ? res.body?.code !== 'duty_required' : res.body?.code === 'duty_required';
        const ok = res.status === expected && isRightCode;
        outcomes.push(`${duty}: ${res.status}${ok ? '' : ` (expected ${expected}${isAllowed ? '' : ' duty_required'}: ${JSON.stringify(res.body).slice(0, 120)})`}`);
        if (!isAllowed && ok) {
          denied += 1;
          expect(await snapshotData(world.ctx), `${duty} was refused but something was written`).toBe(before);
          expect(res.body.message).toMatch(/^This needs (the \w+ duty|one of these duties: )/);
        } else {
          await world.ctx.close();
          world = null;
        }
      }
      await world?.ctx.close();
      expect(outcomes.join('\n')).not.toContain('expected');
      recordFigure('access.duty.rows', 1);
      recordFigure('access.duty.cells', STAFF_DUTY_NAMES.length);
      recordFigure('access.duty.denied', denied);
    },
    120_000,
  );
});

describe('a half-signed-in session (decision 032)', () => {
  // Right password, second factor still due: the code step, sign-in and sign-out answer; the probes carry no session.
  const OPEN: Record<string, number> = {
    'GET /healthz': 200,
    'GET /readyz': 200,
    'POST /api/auth/login': 200,
    'POST /api/auth/logout': 200,
    // The world's main admin has no authenticator waiting: the code step answers, and refuses.
    'POST /api/auth/mfa/enroll': 400,
    'POST /api/auth/mfa/verify': 400,
  };

  it('gets 403 mfa_required on every other route the app serves, as the main admin, and writes nothing', { timeout: 300_000 }, async () => {
    let world: World | null = null;
    const wrong: string[] = [];
    for (const c of CASES) {
      // A row's preparation may clash with another's on the same world: those rows get a world of their own.
      if (world && c.prepare) {
        await world.ctx.close();
        world = null;
      }
      if (!world) world = await buildWorld();
      await c.prepare?.(world);
      const before = await snapshotData(world.ctx);
      const { path, json, body, headers } = c.request(world, 'mainAdmin');
      const client = world.client('anonymous');
      client.cookie = world.halfSignedInCookie;
      const res = await client.request(methodOf(c.route), path, {
        ...(json !== undefined ? { json } : {}),
        ...(body !== undefined ? { body: body as Uint8Array<ArrayBuffer> } : {}),
        ...(headers ? { headers } : {}),
      });
      const expected = OPEN[c.route] ?? 403;
      if (res.status !== expected) wrong.push(`${label(c)}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      if (expected === 403) {
        if (res.body?.code !== 'mfa_required') wrong.push(`${label(c)}: code ${String(res.body?.code)}`);
        expect(await snapshotData(world.ctx), `${label(c)} wrote something`).toBe(before);
      } else {
        await world.ctx.close();
        world = null;
      }
    }
    await world?.ctx.close();
    expect(wrong).toEqual([]);
    recordFigure('access.half-signed-in.routes', CASES.length);
  });
});

describe('cross-site requests on every state-changing route', () => {
  it('refuses a foreign or missing Origin with 403 and writes nothing, even for the main admin', { timeout: 120_000 }, async () => {
    let tried = 0;
    for (const c of CASES.filter((x) => !['GET', 'HEAD', 'OPTIONS'].includes(methodOf(x.route)) && !SIGNED_ROUTES.has(x.route))) {
      // A refused request writes nothing (checked below), so one world serves every origin.
      const world = await buildWorld();
      await c.prepare?.(world);
      for (const origin of ['https://evil.example', null, 'http://localhost.evil.example']) {
        const before = await snapshotData(world.ctx);
        const { path, json, body, headers } = c.request(world, 'mainAdmin');
        const res = await world.client('mainAdmin', { origin }).request(methodOf(c.route), path, {
          ...(json !== undefined ? { json } : {}),
          ...(body !== undefined ? { body: body as Uint8Array<ArrayBuffer> } : {}),
          ...(headers ? { headers } : {}),
        });
        expect(res.status, `${label(c)} from ${origin}`).toBe(403);
        expect(res.body.message).toBe('This request came from another site and was refused');
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        expect(await snapshotData(world.ctx)).toBe(before);
        tried += 1;
      }
      await world.ctx.close();
    }
    recordFigure('csrf.requests', tried);
  });

  it('answers a CORS preflight from a foreign origin without granting anything', async () => {
    const world = await buildWorld();
    const res = await world.ctx.app.request('http://localhost/api/admin/users', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
  });
});

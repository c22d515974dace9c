import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createApp } from '../../app.ts';
import { SHUTTING_DOWN } from './system.routes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('process health', () => {
  it('answers /readyz after checking the database', async () => {
    const res = await ctx.request('GET', '/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, message: 'OK', data: { database: 'ok' } });
  });

  it('answers /livez without asking the database, and /readyz 503 once the process is shutting down', async () => {
    expect((await ctx.request('GET', '/livez')).body).toEqual({ status: 200, message: 'OK', data: { live: true } });
    let draining = false;
    const app = createApp(ctx.deps, { draining: () => draining });
    expect((await app.request('/readyz')).status).toBe(200);
    draining = true;
    const refused = await app.request('/readyz');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ status: 503, message: SHUTTING_DOWN });
    expect((await app.request('/livez')).status).toBe(200);
  });
});

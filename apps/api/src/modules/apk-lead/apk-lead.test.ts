import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apkLeadSchema, type AdminShopResponse, type ApkLead } from '@haat/domain/schemas';
import { apkLeads } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner } from '../../../test/admin-caller.ts';
import { createShop } from '../../../test/fixtures.ts';
import { APK_LEAD_IN_PROGRESS } from './apk-lead.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET and POST /api/admin/v3/apk-lead', () => {
  it('is null until the shop asks; the first request is 201, asking again while requested replaces it', async () => {
    const admin = await signedInOwner(ctx);
    expect((await admin.call('GET', '/apk-lead')).body.data).toBeNull();

    const first = await admin.call<ApkLead>('POST', '/apk-lead', {
      body: { app_name: 'Rahim Store', contact_mobile: '+8801711000111' },
    });
    expect(first.status).toBe(201);
    expect(v.parse(apkLeadSchema, first.body.data)).toMatchObject({
      shop_id: admin.shop.id,
      app_name: 'Rahim Store',
      contact_mobile: '01711000111',
      note: null,
      status: 'requested',
      download_url: null,
    });

    const again = await admin.call<ApkLead>('POST', '/apk-lead', {
      body: { app_name: 'Rahim Bazar', contact_mobile: '01811000222', note: 'Green icon' },
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      id: first.body.data.id,
      app_name: 'Rahim Bazar',
      note: 'Green icon',
      status: 'requested',
    });
    expect((await admin.call<ApkLead>('GET', '/apk-lead')).body.data).toEqual(again.body.data);
    expect((await admin.call<AdminShopResponse>('GET', '/online-shop')).body.data.apk_lead).toEqual(again.body.data);
  });

  it('is 409 once support has moved the request on, which stays as it was', async () => {
    const admin = await signedInOwner(ctx);
    await admin.call('POST', '/apk-lead', { body: { app_name: 'First', contact_mobile: '01711000111' } });
    await ctx.db.update(apkLeads).set({ status: 'building' }).where(eq(apkLeads.shopId, admin.shop.id));
    const res = await admin.call('POST', '/apk-lead', { body: { app_name: 'Second', contact_mobile: '01711000111' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(APK_LEAD_IN_PROGRESS);
    const [row] = await ctx.db.select().from(apkLeads).where(eq(apkLeads.shopId, admin.shop.id));
    expect(row).toMatchObject({ appName: 'First', status: 'building' });
  });

  it('is 422 with a message id per field', async () => {
    const admin = await signedInOwner(ctx);
    const res = await admin.call('POST', '/apk-lead', {
      body: { app_name: '', contact_mobile: '12345', note: 'x'.repeat(501) },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      app_name: ['validation.required'],
      contact_mobile: ['validation.mobile_digits'],
      note: ['validation.max_length'],
    });
    expect((await admin.call('GET', '/apk-lead')).body.data).toBeNull();
  });

  it('is 401 without a token and 403 for another shop', async () => {
    const admin = await signedInOwner(ctx);
    const other = await createShop(ctx);
    expect((await ctx.request('GET', '/api/admin/v3/apk-lead')).status).toBe(401);
    const res = await admin.call('POST', '/apk-lead', {
      body: { app_name: 'X', contact_mobile: '01711000111' },
      query: { shop_id: other.id },
    });
    expect(res.status).toBe(403);
    expect(await ctx.db.select().from(apkLeads).where(eq(apkLeads.shopId, other.id))).toEqual([]);
  });
});

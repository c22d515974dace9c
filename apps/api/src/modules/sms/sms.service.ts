/** The owner's side of order SMS: templates per event and language, the switches and budget, the log. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SmsLogQuery, SmsSettingsAnswer, SmsTemplate, SmsTemplateSaveBody } from '@haat/domain/schemas';
import {
  DEFAULT_SMS_MONTHLY_SEGMENTS,
  smsSettingsOf,
  type SmsGrant,
  type SmsSettingsBody,
} from '@haat/domain/sms-settings';
import { defaultSmsTemplates, smsEvents, smsLanguages } from '@haat/domain/sms-templates';
import type { Database } from '../../platform/db/types.ts';
import { shops, smsLog, smsTemplates } from '../../platform/db/schema.ts';
import type { SmsLogRow } from '../../platform/db/rows.ts';
import { invalid } from '../../platform/http/errors.ts';
import { offsetOf, type Page } from '../../platform/http/paginate.ts';
import { requireShop } from '../shops/shops.service.ts';
import { currentBudgetMonth, grantNow, monthlyBudget, segmentsUsedThisMonth } from './sms-budget.ts';

/** Every event in both languages: the shop's own text where it wrote one, and the default. */
export async function listSmsTemplates(db: Database, shopId: number): Promise<SmsTemplate[]> {
  const own = await db.select().from(smsTemplates).where(eq(smsTemplates.shopId, shopId));
  return smsEvents.flatMap((event) =>
    smsLanguages.map((language) => ({
      event,
      language,
      text: own.find((row) => row.event === event && row.language === language)?.text ?? null,
      default_text: defaultSmsTemplates[language][event],
    })),
  );
}

/** Writes (or, for a blank text, removes) the shop's text for one event and language. */
export async function saveSmsTemplate(db: Database, shopId: number, body: SmsTemplateSaveBody): Promise<SmsTemplate> {
  const { event, language, text } = body;
  const which = and(
    eq(smsTemplates.shopId, shopId),
    eq(smsTemplates.event, event),
    eq(smsTemplates.language, language),
  );
  if (text === undefined) {
    await db.delete(smsTemplates).where(which);
  } else {
    await db
      .insert(smsTemplates)
      .values({ shopId, event, language, text })
      .onConflictDoUpdate({
        target: [smsTemplates.shopId, smsTemplates.event, smsTemplates.language],
        set: { text, updatedAt: new Date() },
      });
  }
  return { event, language, text: text ?? null, default_text: defaultSmsTemplates[language][event] };
}

const settingsAnswer = (stored: Parameters<typeof smsSettingsOf>[0], grant: SmsGrant): SmsSettingsAnswer => ({
  ...smsSettingsOf(stored),
  default_monthly_segments: DEFAULT_SMS_MONTHLY_SEGMENTS,
  max_monthly_segments: grant.monthly_segments,
  daily_segments: grant.daily_segments,
});

export async function getSmsSettings(db: Database, shopId: number): Promise<SmsSettingsAnswer> {
  const shop = await requireShop(db, shopId);
  return settingsAnswer(shop.settings.sms, await grantNow(db, shopId));
}

/** Stores `settings.sms` beside the shop's other settings (only that key changes). */
export async function updateSmsSettings(
  db: Database,
  shopId: number,
  body: SmsSettingsBody,
): Promise<SmsSettingsAnswer> {
  const grant = await grantNow(db, shopId);
  // An owner cannot raise their own budget past what the platform grants (decision 190).
  if (body.monthly_segments > grant.monthly_segments) {
    throw invalid({ monthly_segments: ['validation.sms_budget_grant'] });
  }
  const sms = { events: smsSettingsOf({ events: body.events }).events, monthly_segments: body.monthly_segments };
  await db
    .update(shops)
    .set({ settings: sql`${shops.settings} || jsonb_build_object('sms', ${JSON.stringify(sms)}::jsonb)` })
    .where(eq(shops.id, shopId));
  return settingsAnswer(sms, grant);
}

export interface SmsLogAnswer {
  usage: { month: string; used_segments: number; monthly_segments: number };
  page: Page<SmsLogRow>;
}

/** A page of the log, newest first, and this month's usage against the budget. */
export async function listSmsLog(db: Database, shopId: number, query: SmsLogQuery): Promise<SmsLogAnswer> {
  const shop = await requireShop(db, shopId);
  const ofShop = eq(smsLog.shopId, shopId);
  const [rows, [counted], used, month, grant] = await Promise.all([
    db
      .select()
      .from(smsLog)
      .where(ofShop)
      .orderBy(desc(smsLog.createdAt), desc(smsLog.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(smsLog).where(ofShop),
    segmentsUsedThisMonth(db, shopId),
    currentBudgetMonth(db),
    grantNow(db, shopId),
  ]);
  return {
    usage: {
      month,
      used_segments: used,
      monthly_segments: Math.min(monthlyBudget(shop.settings.sms), grant.monthly_segments),
    },
    page: { rows, total: counted?.total ?? 0 },
  };
}

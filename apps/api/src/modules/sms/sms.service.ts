/** The owner's side of order SMS: templates per event and language, the switches and budget, the log. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SmsLogQuery, SmsSettingsAnswer, SmsTemplate, SmsTemplateSaveBody } from '@haat/domain/schemas';
import { DEFAULT_SMS_MONTHLY_SEGMENTS, smsSettingsOf, type SmsSettingsBody } from '@haat/domain/sms-settings';
import { defaultSmsTemplates, smsEvents, smsLanguages } from '@haat/domain/sms-templates';
import type { Database } from '../../db/types.ts';
import { shops, smsLog, smsTemplates } from '../../db/schema.ts';
import type { SmsLogRow } from '../../db/rows.ts';
import { offsetOf, type Page } from '../../lib/paginate.ts';
import { requireShop } from '../shops/shops.service.ts';
import { currentBudgetMonth, monthlyBudget, segmentsUsedThisMonth } from './sms-budget.ts';

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

const settingsAnswer = (stored: Parameters<typeof smsSettingsOf>[0]): SmsSettingsAnswer => ({
  ...smsSettingsOf(stored),
  default_monthly_segments: DEFAULT_SMS_MONTHLY_SEGMENTS,
});

export async function getSmsSettings(db: Database, shopId: number): Promise<SmsSettingsAnswer> {
  const shop = await requireShop(db, shopId);
  return settingsAnswer(shop.settings.sms);
}

/** Stores `settings.sms` beside the shop's other settings (only that key changes). */
export async function updateSmsSettings(
  db: Database,
  shopId: number,
  body: SmsSettingsBody,
): Promise<SmsSettingsAnswer> {
  const sms = { events: smsSettingsOf({ events: body.events }).events, monthly_segments: body.monthly_segments };
  await db
    .update(shops)
    .set({ settings: sql`${shops.settings} || jsonb_build_object('sms', ${JSON.stringify(sms)}::jsonb)` })
    .where(eq(shops.id, shopId));
  return settingsAnswer(sms);
}

export interface SmsLogAnswer {
  usage: { month: string; used_segments: number; monthly_segments: number };
  page: Page<SmsLogRow>;
}

/** A page of the log, newest first, and this month's usage against the budget. */
export async function listSmsLog(db: Database, shopId: number, query: SmsLogQuery): Promise<SmsLogAnswer> {
  const shop = await requireShop(db, shopId);
  const ofShop = eq(smsLog.shopId, shopId);
  const [rows, [counted], used, month] = await Promise.all([
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
  ]);
  return {
    usage: { month, used_segments: used, monthly_segments: monthlyBudget(shop.settings.sms) },
    page: { rows, total: counted?.total ?? 0 },
  };
}

import * as v from 'valibot';
import { mobileField } from '../fields.ts';
import { requestBody, optionalText, requiredText } from './rules.ts';
import { idSchema, orNull, timestampSchema } from './wire.ts';

export const apkLeadStatuses = ['requested', 'building', 'ready', 'rejected'] as const;

/** A shop's request for an Android app of its storefront. */
export const apkLeadSchema = v.object({
  id: idSchema,
  shop_id: idSchema,
  app_name: v.string(),
  contact_mobile: v.string(),
  note: orNull(v.string()),
  status: v.picklist(apkLeadStatuses),
  download_url: orNull(v.string()),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type ApkLead = v.InferOutput<typeof apkLeadSchema>;

export const apkLeadBodySchema = requestBody({
  app_name: requiredText({ max: 50 }),
  contact_mobile: mobileField,
  note: optionalText({ max: 500 }),
});
export type ApkLeadBody = v.InferOutput<typeof apkLeadBodySchema>;

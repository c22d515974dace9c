import * as v from 'valibot';
import { mobileField } from '../fields.ts';
import { validateMaxLength } from '../validators.ts';
import { codRiskSchema } from './order-confirmation.ts';
import { messageSchema } from './message.ts';
import { paginationQuerySchema } from './queries.ts';
import { booleanField, requestBody, requiredText, typeMessage } from './rules.ts';
import { countSchema, idSchema, orNull, takaSchema, timestampSchema } from './wire.ts';

/**
 * The shop's customers as the owner sees them (issue 32): one per mobile number seen in the shop's
 * orders or registered in the shop, with counts from the orders, the cash-on-delivery risk and what the
 * owner adds (a note, tags, a block).
 */

export const CUSTOMER_NOTE_MAX_LENGTH = 1000;
export const CUSTOMER_TAGS_MAX = 10;
export const CUSTOMER_TAG_MAX_LENGTH = 30;
/** The export holds at most this many customers (the most recent buyers first). */
export const CUSTOMERS_EXPORT_MAX = 20_000;

// ---- answers ------------------------------------------------------------------

export const shopCustomerSchema = v.object({
  /** The normalised 11-digit mobile: the customer's key in the shop. */
  mobile: v.string(),
  /** The account's name when registered, else the name on the latest order. */
  name: v.string(),
  /** The shop's customer account with this number (its message thread), or null for a guest. */
  customer_id: orNull(idSchema),
  orders_count: countSchema,
  /** Delivered or completed. */
  delivered_count: countSchema,
  returned_count: countSchema,
  cancelled_count: countSchema,
  /** The totals of the delivered and completed orders. */
  total_spent: takaSchema,
  last_order_at: orNull(timestampSchema),
  cod_risk: codRiskSchema,
  note: orNull(v.string()),
  tags: v.array(v.string()),
  /** When the owner blocked the number; null when not blocked. */
  blocked_at: orNull(timestampSchema),
});
export type ShopCustomer = v.InferOutput<typeof shopCustomerSchema>;

/** An order in a customer's page. */
export const shopCustomerOrderSchema = v.object({
  id: idSchema,
  code: v.string(),
  status: v.string(),
  total: takaSchema,
  created_at: timestampSchema,
});
export type ShopCustomerOrder = v.InferOutput<typeof shopCustomerOrderSchema>;

/** A customer's page: every order, newest first, and the message thread (registered customers only). */
export const shopCustomerDetailSchema = v.object({
  customer: shopCustomerSchema,
  orders: v.array(shopCustomerOrderSchema),
  messages: v.array(messageSchema),
});
export type ShopCustomerDetail = v.InferOutput<typeof shopCustomerDetailSchema>;

// ---- requests -------------------------------------------------------------------

/** The filters of `GET /customers` and of its export. */
const customerFilterEntries = {
  /** A part of the name or of the mobile number. */
  search: v.optional(
    v.pipe(
      v.string('validation.invalid_format'),
      v.trim(),
      v.maxLength(100, 'validation.max_length'),
      v.transform((search) => search || undefined),
    ),
  ),
  /** Only the customers the owner gave this tag (exactly as written). */
  tag: v.optional(
    v.pipe(
      v.string('validation.invalid_format'),
      v.trim(),
      v.maxLength(CUSTOMER_TAG_MAX_LENGTH, 'validation.max_length'),
      v.transform((tag) => tag || undefined),
    ),
  ),
  /** `true`: only blocked numbers; `false`: only the others. */
  blocked: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'validation.invalid_format'),
      v.transform((blocked) => blocked === 'true'),
    ),
  ),
};

/** `GET /customers`: a page of the customers matching the filters. */
export const shopCustomerListQuerySchema = requestBody({
  ...customerFilterEntries,
  ...paginationQuerySchema.entries,
});
export type ShopCustomerListQuery = v.InferOutput<typeof shopCustomerListQuerySchema>;
export type ShopCustomerListQueryInput = v.InferInput<typeof shopCustomerListQuerySchema>;

/** `GET /customers-export`: every customer matching the filters. */
export const shopCustomerExportQuerySchema = requestBody(customerFilterEntries);
export type ShopCustomerExportQueryInput = v.InferInput<typeof shopCustomerExportQuerySchema>;
export type ShopCustomerExportQuery = v.InferOutput<typeof shopCustomerExportQuerySchema>;

/** `/customers/{mobile}`: any form of a Bangladeshi mobile number (normalised). */
export const customerMobileParams = v.object({ mobile: mobileField });

const tagField = requiredText({ max: CUSTOMER_TAG_MAX_LENGTH });

/** `PATCH /customers/{mobile}`: what is sent changes; a blank or null note clears it. */
export const shopCustomerUpdateSchema = requestBody({
  note: v.optional(
    v.pipe(
      v.nullable(v.string(typeMessage('validation.invalid_format'))),
      v.transform((note) => note?.trim() || null),
      v.rawCheck<string | null>(({ dataset, addIssue }) => {
        if (!dataset.typed || dataset.value === null) return;
        const failure = validateMaxLength(dataset.value, CUSTOMER_NOTE_MAX_LENGTH);
        if (failure) addIssue({ message: failure.id });
      }),
    ),
  ),
  tags: v.optional(
    v.pipe(
      v.array(tagField, typeMessage('validation.invalid_format')),
      v.maxLength(CUSTOMER_TAGS_MAX, 'validation.max_length'),
      // The same tag twice (in any case) is kept once.
      v.transform((tags) =>
        tags.filter((tag, index) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index),
      ),
    ),
  ),
  blocked: v.optional(booleanField),
});
export type ShopCustomerUpdate = v.InferOutput<typeof shopCustomerUpdateSchema>;
export type ShopCustomerUpdateInput = v.InferInput<typeof shopCustomerUpdateSchema>;

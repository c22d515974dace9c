import * as v from 'valibot';
import {
  DISCOUNT_CODE_MAX_LENGTH,
  DISCOUNT_CODE_PATTERN,
  dhakaLocalToInstant,
  discountKinds,
  discountRefusals,
  discountScopes,
  normalizeDiscountCode,
} from '../discounts.ts';
import { booleanField, idField, integerField, requestBody, requiredText, takaAmount, typeMessage } from './rules.ts';
import { countSchema, idSchema, orNull, takaSchema, timestampSchema } from './wire.ts';
import { orderDiscountSchema, orderLineBodySchema, ORDER_MAX_LINES } from './order.ts';
import { advancePreviewSchema } from './payment.ts';

// ---- answers ------------------------------------------------------------------------------------------------------

/** A discount as the owner sees it (decision 221): its rule, and how many orders used it for how much. */
export const discountSchema = v.object({
  id: idSchema,
  /** The code the shopper types (upper case); null: automatic, no code. */
  code: orNull(v.string()),
  title: v.string(),
  kind: v.picklist(discountKinds),
  /** For a percentage: the percent (to hundredths); 0 otherwise. */
  percent: v.number(),
  /** For a fixed amount: the taka taken off the order; 0 otherwise. */
  amount: takaSchema,
  scope: v.picklist(discountScopes),
  target_ids: v.array(idSchema),
  min_amount: orNull(takaSchema),
  min_quantity: orNull(countSchema),
  /** Instants (ISO 8601); the admin shows and takes them in Asia/Dhaka time. */
  starts_at: orNull(timestampSchema),
  ends_at: orNull(timestampSchema),
  usage_limit: orNull(countSchema),
  once_per_phone: v.boolean(),
  combinable: v.boolean(),
  active: v.boolean(),
  /** Orders that got it (cancelled ones included: a use stays used). */
  uses: countSchema,
  /** The totals of those orders, cancelled and returned ones left out. */
  revenue: takaSchema,
  /** What it took off those orders (cancelled and returned ones left out). */
  discounted: takaSchema,
  created_at: timestampSchema,
});
export type DiscountWire = v.InferOutput<typeof discountSchema>;

/** What a cart would get off (`POST /discounts/preview`), and why the code typed does not apply. */
export const discountPreviewSchema = v.object({
  applied: v.array(orderDiscountSchema),
  /** What the discounts take off each line of the request, in its order. */
  lines: v.array(v.object({ product_id: idSchema, variant_id: idSchema, saving: takaSchema })),
  items_saving: takaSchema,
  delivery_saving: takaSchema,
  saving: takaSchema,
  code_refusal: orNull(
    v.object({
      reason: v.picklist(discountRefusals),
      /** For below_minimum_amount: the minimum in taka; for below_minimum_quantity: the number of units. */
      minimum: orNull(v.number()),
      /** For not_started: when it starts. */
      starts_at: orNull(timestampSchema),
    }),
  ),
  /** What the shop's payment rules ask in advance of this cart from the number given (issue 30); null: nothing. */
  advance: v.optional(orNull(advancePreviewSchema), null),
  /** The chosen package's charge for this cart's weight, before the discounts (decision 245); null: none chosen. */
  delivery_charge: v.optional(orNull(takaSchema), null),
});
export type DiscountPreview = v.InferOutput<typeof discountPreviewSchema>;

// ---- request bodies -----------------------------------------------------------------------------------------------

export const DISCOUNT_TITLE_MAX_LENGTH = 100;
export const DISCOUNT_MAX_TARGETS = 200;
export const DISCOUNT_MAX_AMOUNT = 10_000_000;
export const DISCOUNT_MAX_USAGE_LIMIT = 1_000_000;

/** A code as typed (any case, Bengali digits), normalised; a text that cannot be a code is refused. */
export const discountCodeField = v.pipe(
  v.string(typeMessage('validation.discount_code_format')),
  v.transform(normalizeDiscountCode),
  v.nonEmpty('validation.required'),
  v.maxLength(DISCOUNT_CODE_MAX_LENGTH, 'validation.discount_code_format'),
  v.regex(DISCOUNT_CODE_PATTERN, 'validation.discount_code_format'),
);

/** A local date and time in Asia/Dhaka (`2026-03-30T00:00`, what a datetime-local input gives), read as an instant. */
const dhakaTimeField = v.optional(
  v.nullable(
    v.pipe(
      v.string('validation.invalid_format'),
      v.transform(dhakaLocalToInstant),
      v.check((instant) => instant !== null, 'validation.invalid_format'),
      v.transform((instant) => instant!),
    ),
  ),
  null,
);

const nullableTaka = v.optional(v.nullable(takaAmount({ min: 0, max: DISCOUNT_MAX_AMOUNT })), null);

/** `POST /discounts` and `PUT /discounts/{id}`: times are Asia/Dhaka local times; a blank code makes it automatic. */
export const discountBodySchema = v.pipe(
  requestBody({
    code: v.optional(
      v.nullable(
        v.union(
          [
            v.pipe(
              v.string(),
              v.check((text) => text.trim() === ''),
              v.transform(() => null),
            ),
            discountCodeField,
          ],
          'validation.discount_code_format',
        ),
      ),
      null,
    ),
    title: requiredText({ max: DISCOUNT_TITLE_MAX_LENGTH }),
    kind: v.picklist(discountKinds, typeMessage('validation.invalid_format')),
    percent: v.optional(
      v.pipe(
        v.number(typeMessage('validation.invalid_number')),
        v.check(
          (percent) => Number.isFinite(percent) && Math.round(percent * 100) === percent * 100,
          'validation.invalid_number',
        ),
        v.minValue(0, 'validation.min_value'),
        v.maxValue(100, 'validation.max_value'),
      ),
      0,
    ),
    amount: v.optional(takaAmount({ min: 0, max: DISCOUNT_MAX_AMOUNT }), 0),
    scope: v.optional(v.picklist(discountScopes, typeMessage('validation.invalid_format')), 'order'),
    target_ids: v.optional(
      v.pipe(
        v.array(idField, typeMessage('validation.invalid_format')),
        v.maxLength(DISCOUNT_MAX_TARGETS, 'validation.max_length'),
        v.transform((ids) => [...new Set(ids)]),
      ),
      [],
    ),
    min_amount: nullableTaka,
    min_quantity: v.optional(v.nullable(integerField({ min: 1, max: 10_000 })), null),
    starts_at: dhakaTimeField,
    ends_at: dhakaTimeField,
    usage_limit: v.optional(v.nullable(integerField({ min: 1, max: DISCOUNT_MAX_USAGE_LIMIT })), null),
    once_per_phone: v.optional(booleanField, false),
    combinable: v.optional(booleanField, false),
    active: v.optional(booleanField, true),
  }),
  v.forward(
    v.check((body) => body.kind !== 'percentage' || body.percent > 0, 'validation.min_value'),
    ['percent'],
  ),
  v.forward(
    v.check((body) => body.kind !== 'fixed_amount' || body.amount > 0, 'validation.min_value'),
    ['amount'],
  ),
  v.forward(
    v.check((body) => body.scope === 'order' || body.target_ids.length > 0, 'validation.discount_targets_required'),
    ['target_ids'],
  ),
  v.forward(
    v.check(
      (body) => !body.starts_at || !body.ends_at || body.ends_at.getTime() > body.starts_at.getTime(),
      'validation.discount_ends_before_start',
    ),
    ['ends_at'],
  ),
);
export type DiscountBody = v.InferOutput<typeof discountBodySchema>;
export type DiscountBodyInput = v.InferInput<typeof discountBodySchema>;

/** `POST /discounts/preview` (shop): the cart, the delivery package when chosen, the code when typed. */
export const discountPreviewBodySchema = requestBody({
  shop_id: idField,
  items: v.pipe(
    v.array(v.omit(orderLineBodySchema, ['unit_price']), typeMessage('validation.invalid_format')),
    v.nonEmpty('validation.required'),
    v.maxLength(ORDER_MAX_LINES, 'validation.max_length'),
  ),
  delivery_package_id: v.optional(v.nullable(idField)),
  /** The number typed at checkout, for the advance its risk asks (issue 30); one that is not a mobile is ignored. */
  mobile: v.optional(v.pipe(v.string('validation.invalid_format'), v.maxLength(20, 'validation.invalid_format'))),
  code: v.optional(
    v.pipe(
      v.nullable(v.string('validation.invalid_format')),
      v.transform((code) => (code === null ? '' : normalizeDiscountCode(code))),
      v.maxLength(DISCOUNT_CODE_MAX_LENGTH, 'validation.discount_unknown_code'),
      v.transform((code) => code || undefined),
    ),
  ),
});
export type DiscountPreviewBody = v.InferOutput<typeof discountPreviewBodySchema>;

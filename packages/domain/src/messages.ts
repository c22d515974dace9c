/**
 * Message ids returned by the validators (docs/product/rules.md#fields) and used by the API in 422 `errors`.
 * The texts live in @haat/i18n's catalogs (bn and en), keyed by these ids.
 */
export const messageIds = [
  // generic (docs/product/rules.md#fields)
  'validation.required',
  'validation.min_length', // values: { min }
  'validation.max_length', // values: { max }
  'validation.passwords_mismatch',
  'validation.invalid_format',
  'validation.phone',
  'validation.url',
  'validation.invalid_number',
  'validation.min_value', // values: { min }
  'validation.max_value', // values: { max }
  // specific fields
  'validation.name_required',
  'validation.name_too_long', // values: { max } (50)
  'validation.mobile_required',
  'validation.mobile_digits', // exactly 11 digits
  'validation.mobile_invalid', // not a Bangladeshi mobile number
  'validation.email_invalid',
  'validation.password_required',
  'validation.password_too_short', // values: { min } (6)
  'validation.password_letters_numbers',
  'validation.otp_required',
  'validation.otp_invalid', // 6 digits
  'validation.otp_wrong', // the code is wrong, used or expired
  'validation.current_password_wrong',
  'validation.gtm_invalid',
  'validation.pixel_invalid',
  'validation.meta_token_invalid', // a Conversions API access token: 20 to 1000 letters, digits, - or _
  'validation.slug_invalid',
  'validation.domain_invalid',
  'validation.rating_range',
  'validation.quantity_min',
  'validation.line_quantity_max', // more of one product than the shop sells in one order
  'validation.open_orders_limit', // the number already has as many orders waiting as a shop takes
  'validation.delivery_zone', // the chosen delivery package is for another zone than the address (delivery-zones.ts)
  'validation.risk_thresholds_order', // the safe threshold is above the high one (cod-risk.ts)
  'validation.cod_blocked', // the shop takes no cash-on-delivery order from this number (cod-risk.ts rules)
  'validation.order_otp_required', // the shop asks this number to confirm the order with a one-time code (cod-risk.ts rules)
  'validation.sms_placeholder_unknown', // a {placeholder} the SMS event does not have (sms-templates.ts)
  'validation.sms_frame', // an owner's SMS text without the platform's frame, {shop} and {code} (sms-templates.ts)
  'validation.sms_link', // a link in an owner's SMS text (sms-safety.ts)
  'validation.sms_phone', // a phone number or other run of 5+ digits in an owner's SMS text (sms-safety.ts)
  'validation.sms_bait', // a wallet or bank name, PIN, OTP or password in an owner's SMS text (sms-safety.ts)
  'validation.pow_failed', // the proof of work before a code SMS is missing, wrong, expired or used (proof-of-work.ts)
  'validation.sms_not_sent', // no SMS went out: a daily code budget is spent; Retry-After says when (code-sms.ts)
  'validation.sms_budget_grant', // a monthly SMS budget above what the platform grants the shop (sms-settings.ts)
  'validation.courier_not_connected', // booking with a courier the shop has not connected
  'validation.duplicate', // a name, combination or SKU already used in the same list (schemas/variant.ts)
  'validation.variant_options', // a variant's values are not one of each of the product's options (schemas/variant.ts)
  'validation.variant_required', // an order line of a product with options must say which variant
  'validation.courier_keys_refused', // the courier refused the keys being saved (decision 162)
  'validation.gateway_keys_refused', // bKash or SSLCommerz refused the merchant credentials being saved
  'validation.gateway_not_connected', // paying through a gateway the shop has not connected
  'validation.courier_location', // a place the courier does not have, or RedX's area missing (schemas/shipment.ts)
  'validation.area_not_in_district', // an address's area (upazila, thana) is not one of its district's (places/places.ts)
  'validation.report_range_order', // a report's range ends before it starts (report-buckets.ts)
  'validation.report_range_length', // a report's range is longer than REPORT_MAX_DAYS (report-buckets.ts)
  // discounts (discounts.ts, decision 221): the owner's form
  'validation.discount_code_format', // letters, digits, - and _, up to 30
  'validation.discount_code_taken', // the shop already has a discount with this code
  'validation.discount_ends_before_start',
  'validation.discount_targets_required', // a discount for categories, products or variants names none
  // discounts: why a code does not apply to the order (DiscountRefusalReason)
  'validation.discount_unknown_code',
  'validation.discount_not_started',
  'validation.discount_expired',
  'validation.discount_used_up',
  'validation.discount_already_used', // by this phone number
  'validation.discount_not_for_these_products',
  'validation.discount_below_minimum_amount',
  'validation.discount_below_minimum_quantity',
  'validation.discount_not_combinable',
  // advance payment (advance-payment.ts, decision 230)
  'validation.transaction_id_format',
  'validation.transaction_id_used',
  'validation.payment_method_not_offered',
  'validation.payment_not_due',
  'validation.refund_above_paid',
] as const;

export type MessageId = (typeof messageIds)[number];

/** A validation failure: a message id and the values its text interpolates. */
export interface ValidationMessage {
  id: MessageId;
  values?: Record<string, string | number>;
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageId as ValidationMessageId } from '@haat/domain/messages';

/**
 * Texts of the validation message ids (@haat/domain `messageIds`, also sent by the API in 422 `errors`).
 * The Record type makes a missing or unknown id a type error.
 */
export const validationMessages: Record<ValidationMessageId, MessageDescriptor> = {
  'validation.required': msg({ id: 'validation.required', message: 'This field is required' }),
  'validation.min_length': msg({ id: 'validation.min_length', message: 'Enter at least {min} characters' }),
  'validation.max_length': msg({ id: 'validation.max_length', message: 'Enter at most {max} characters' }),
  'validation.passwords_mismatch': msg({ id: 'validation.passwords_mismatch', message: 'Passwords did not match' }),
  'validation.invalid_format': msg({ id: 'validation.invalid_format', message: 'Invalid format' }),
  'validation.phone': msg({ id: 'validation.phone', message: 'Enter a valid phone number' }),
  'validation.url': msg({ id: 'validation.url', message: 'Enter a valid URL, starting with http:// or https://' }),
  'validation.invalid_number': msg({ id: 'validation.invalid_number', message: 'Enter a valid number' }),
  'validation.min_value': msg({ id: 'validation.min_value', message: 'Must be at least {min}' }),
  'validation.max_value': msg({ id: 'validation.max_value', message: 'Must be at most {max}' }),
  'validation.name_required': msg({ id: 'validation.name_required', message: 'Name is required' }),
  'validation.name_too_long': msg({ id: 'validation.name_too_long', message: 'Name must be under {max} characters' }),
  'validation.mobile_required': msg({ id: 'validation.mobile_required', message: 'Mobile number is required' }),
  'validation.mobile_digits': msg({
    id: 'validation.mobile_digits',
    message: 'Mobile number must be exactly 11 digits',
  }),
  'validation.mobile_invalid': msg({
    id: 'validation.mobile_invalid',
    message: 'Enter a valid Bangladeshi mobile number (01XXXXXXXXX)',
  }),
  'validation.email_invalid': msg({ id: 'validation.email_invalid', message: 'Enter a valid email address' }),
  'validation.password_required': msg({ id: 'validation.password_required', message: 'Password is required' }),
  'validation.password_too_short': msg({
    id: 'validation.password_too_short',
    message: 'Password must be at least {min} characters',
  }),
  'validation.password_letters_numbers': msg({
    id: 'validation.password_letters_numbers',
    message: 'Password must contain both letters and numbers',
  }),
  'validation.otp_required': msg({ id: 'validation.otp_required', message: 'Please enter the OTP' }),
  'validation.otp_invalid': msg({ id: 'validation.otp_invalid', message: 'The OTP must be 6 digits' }),
  'validation.otp_wrong': msg({
    id: 'validation.otp_wrong',
    message: 'The code is wrong or has expired. Ask for a new code.',
  }),
  'validation.current_password_wrong': msg({
    id: 'validation.current_password_wrong',
    message: 'The current password is not correct.',
  }),
  'validation.gtm_invalid': msg({
    id: 'validation.gtm_invalid',
    message: 'Enter a valid Google Tag Manager ID, like GTM-XXXXXXX',
  }),
  'validation.pixel_invalid': msg({
    id: 'validation.pixel_invalid',
    message: 'Enter a valid Facebook Pixel ID (5 to 20 digits)',
  }),
  'validation.meta_token_invalid': msg({
    id: 'validation.meta_token_invalid',
    message: 'Paste the whole access token from Meta Events Manager (20 to 1000 letters and digits)',
  }),
  'validation.slug_invalid': msg({
    id: 'validation.slug_invalid',
    message: 'Use 3 to 40 lowercase English letters, numbers and single hyphens',
  }),
  'validation.domain_invalid': msg({
    id: 'validation.domain_invalid',
    message: 'Enter a valid domain name, like myshop.com',
  }),
  'validation.rating_range': msg({ id: 'validation.rating_range', message: 'Rating must be between 1 and 5' }),
  'validation.quantity_min': msg({ id: 'validation.quantity_min', message: 'Quantity must be at least 1' }),
  'validation.line_quantity_max': msg({
    id: 'validation.line_quantity_max',
    message: 'This shop sells fewer of this product in one order',
  }),
  'validation.open_orders_limit': msg({
    id: 'validation.open_orders_limit',
    message: 'This number already has orders waiting. Order again once the shop has sent them.',
  }),
  'validation.delivery_zone': msg({
    id: 'validation.delivery_zone',
    message: 'This delivery charge is for another area. Choose the one for your address.',
  }),
  'validation.risk_thresholds_order': msg({
    id: 'validation.risk_thresholds_order',
    message: 'The high-risk level must be at least the safe level',
  }),
  'validation.cod_blocked': msg({
    id: 'validation.cod_blocked',
    message: 'This shop does not take cash-on-delivery orders from this number. Please contact the shop.',
  }),
  'validation.order_otp_required': msg({
    id: 'validation.order_otp_required',
    message: 'Confirm this order with the code sent by SMS to your number',
  }),
  'validation.sms_placeholder_unknown': msg({
    id: 'validation.sms_placeholder_unknown',
    message: 'Use only the placeholders listed for this message',
  }),
  'validation.sms_frame': msg({
    id: 'validation.sms_frame',
    message:
      "Keep the shop's name and the order code placeholders, so the shopper knows who writes and about which order",
  }),
  'validation.sms_link': msg({
    id: 'validation.sms_link',
    message: "No links: the order's tracking link placeholder is the only link an SMS may carry",
  }),
  'validation.sms_phone': msg({
    id: 'validation.sms_phone',
    message: 'No phone numbers or other numbers of 5 or more digits',
  }),
  'validation.pow_failed': msg({
    id: 'validation.pow_failed',
    message: 'The device check did not pass or has expired. Please try again.',
  }),
  'validation.sms_not_sent': msg({
    id: 'validation.sms_not_sent',
    message: 'No SMS was sent: the codes for today are used up. Please try again after midnight.',
  }),
  'validation.sms_budget_grant': msg({
    id: 'validation.sms_budget_grant',
    message: 'More than the platform grants this shop now; the grant grows with each delivered order',
  }),
  'validation.sms_bait': msg({
    id: 'validation.sms_bait',
    message: 'No names of bKash, Nagad, Rocket or banks, and no PIN, OTP or password: phishers use them',
  }),
  'validation.courier_not_connected': msg({
    id: 'validation.courier_not_connected',
    message: 'Connect this courier in the courier settings first',
  }),
  'validation.duplicate': msg({ id: 'validation.duplicate', message: 'This is already in the list' }),
  'validation.variant_options': msg({
    id: 'validation.variant_options',
    message: "Choose one value of each of the product's options",
  }),
  'validation.variant_required': msg({
    id: 'validation.variant_required',
    message: 'Choose a size, colour or other option first',
  }),
  'validation.courier_keys_refused': msg({
    id: 'validation.courier_keys_refused',
    message: 'The courier did not accept these keys: copy them again from its merchant panel',
  }),
  'validation.gateway_keys_refused': msg({
    id: 'validation.gateway_keys_refused',
    message: 'The payment gateway did not accept these credentials: copy them again from its merchant panel',
  }),
  'validation.gateway_not_connected': msg({
    id: 'validation.gateway_not_connected',
    message: 'This shop does not take payments this way yet',
  }),
  'validation.courier_location': msg({
    id: 'validation.courier_location',
    message: "Choose the delivery area from this courier's list",
  }),
  'validation.area_not_in_district': msg({
    id: 'validation.area_not_in_district',
    message: 'Choose an upazila, thana or area of this district',
  }),
  'validation.report_range_order': msg({
    id: 'validation.report_range_order',
    message: 'The end date must not be before the start date',
  }),
  'validation.report_range_length': msg({
    id: 'validation.report_range_length',
    message: 'Choose a range of at most a year (366 days)',
  }),
  'validation.discount_code_format': msg({
    id: 'validation.discount_code_format',
    message: 'Use letters, digits, - or _ in the code (at most 30)',
  }),
  'validation.discount_code_taken': msg({
    id: 'validation.discount_code_taken',
    message: 'This shop already has a discount with this code',
  }),
  'validation.discount_ends_before_start': msg({
    id: 'validation.discount_ends_before_start',
    message: 'The end must be after the start',
  }),
  'validation.discount_targets_required': msg({
    id: 'validation.discount_targets_required',
    message: 'Choose at least one category, product or variant',
  }),
  'validation.discount_unknown_code': msg({
    id: 'validation.discount_unknown_code',
    message: 'This code does not exist. Check the spelling',
  }),
  'validation.discount_not_started': msg({
    id: 'validation.discount_not_started',
    message: 'This code is not valid yet',
  }),
  'validation.discount_expired': msg({
    id: 'validation.discount_expired',
    message: 'This code has expired',
  }),
  'validation.discount_used_up': msg({
    id: 'validation.discount_used_up',
    message: 'This code has been used as many times as it can be',
  }),
  'validation.discount_already_used': msg({
    id: 'validation.discount_already_used',
    message: 'This code has already been used with this phone number',
  }),
  'validation.discount_not_for_these_products': msg({
    id: 'validation.discount_not_for_these_products',
    message: 'This code is not for the products in your cart',
  }),
  'validation.discount_below_minimum_amount': msg({
    id: 'validation.discount_below_minimum_amount',
    message: 'Your order is below the minimum amount for this code',
  }),
  'validation.discount_below_minimum_quantity': msg({
    id: 'validation.discount_below_minimum_quantity',
    message: 'Add more items to use this code',
  }),
  'validation.discount_not_combinable': msg({
    id: 'validation.discount_not_combinable',
    message: 'A bigger discount already applies, and this code cannot be added to it',
  }),
  'validation.transaction_id_format': msg({
    id: 'validation.transaction_id_format',
    message: 'Type the transaction ID from the payment SMS (letters and digits)',
  }),
  'validation.transaction_id_used': msg({
    id: 'validation.transaction_id_used',
    message: 'This transaction ID has already been used for a payment',
  }),
  'validation.payment_method_not_offered': msg({
    id: 'validation.payment_method_not_offered',
    message: 'This shop does not take payments this way',
  }),
  'validation.payment_not_due': msg({
    id: 'validation.payment_not_due',
    message: 'Nothing is due in advance for this order',
  }),
  'validation.refund_above_paid': msg({
    id: 'validation.refund_above_paid',
    message: 'A refund cannot be more than what was paid',
  }),
};

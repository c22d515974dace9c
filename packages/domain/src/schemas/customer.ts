import * as v from 'valibot';
import { powField } from './proof-of-work.ts';
import { mobileField, nameField, optionalEmailField, otpField, passwordField } from '../fields.ts';
import {
  requestBody,
  booleanField,
  enteredPasswordField,
  idField,
  optionalText,
  requiredText,
  typeMessage,
} from './rules.ts';
import { idSchema, orNull, timestampSchema } from './wire.ts';

// ---- answers ------------------------------------------------------------------

/** A shopper's account; it belongs to one shop. */
export const customerSchema = v.object({
  id: idSchema,
  shop_id: idSchema,
  name: v.string(),
  mobile: v.string(),
  email: orNull(v.string()),
  created_at: timestampSchema,
});
export type Customer = v.InferOutput<typeof customerSchema>;

export const customerSessionSchema = v.object({
  token: v.string(),
  customer: customerSchema,
});
export type CustomerSession = v.InferOutput<typeof customerSessionSchema>;

export const addressSchema = v.object({
  id: idSchema,
  label: orNull(v.string()),
  name: v.string(),
  mobile: v.string(),
  address: v.string(),
  district: orNull(v.string()),
  /** The upazila, thana or city area (English name, @haat/domain/places); null on addresses saved before areas. */
  area: orNull(v.string()),
  /** The area's Bengali name. */
  area_bn: orNull(v.string()),
  is_default: v.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Address = v.InferOutput<typeof addressSchema>;

/** A status change of one of the customer's orders. `status` is any string (unknown ones are shown as-is). */
export const notificationSchema = v.object({
  id: idSchema,
  order_code: v.string(),
  status: v.string(),
  created_at: timestampSchema,
});
export type Notification = v.InferOutput<typeof notificationSchema>;

/** `GET /customer/notifications` answers at most this many, newest first. */
export const NOTIFICATION_LIMIT = 100;

// ---- request bodies -------------------------------------------------------------

export const ADDRESS_MIN_LENGTH = 5;
export const ADDRESS_MAX_LENGTH = 300;
export const DISTRICT_MAX_LENGTH = 50;
export const AREA_MAX_LENGTH = 60;
export const ADDRESS_LABEL_MAX_LENGTH = 30;
export const WISHLIST_SYNC_MAX = 200;

/** The street address of an order or a saved address. */
export const addressLineField = requiredText({ min: ADDRESS_MIN_LENGTH, max: ADDRESS_MAX_LENGTH });
export const districtField = optionalText({ max: DISTRICT_MAX_LENGTH });
/** The upazila, thana or city area of the district: the server checks it is one of the district's (places/places.ts). */
export const areaField = optionalText({ max: AREA_MAX_LENGTH });

const confirmationField = v.string(typeMessage('validation.invalid_format'));

/** `POST /auth/register/code`: a one-time code to the number, to prove it before registering. */
export const registerCodeBodySchema = requestBody({ shop_id: idField, mobile: mobileField, altcha: powField });
export type RegisterCodeBody = v.InferOutput<typeof registerCodeBodySchema>;

export const customerRegisterBodySchema = v.pipe(
  requestBody({
    shop_id: idField,
    name: nameField,
    mobile: mobileField,
    /** The code sent to the mobile by `POST /auth/register/code`. */
    otp: otpField,
    email: optionalEmailField,
    password: passwordField,
    password_confirmation: confirmationField,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      'validation.passwords_mismatch',
    ),
    ['password_confirmation'],
  ),
);
export type CustomerRegisterBody = v.InferOutput<typeof customerRegisterBodySchema>;

export const customerLoginBodySchema = requestBody({
  shop_id: idField,
  mobile: mobileField,
  password: enteredPasswordField,
});
export type CustomerLoginBody = v.InferOutput<typeof customerLoginBodySchema>;

export const forgotPasswordBodySchema = requestBody({ shop_id: idField, mobile: mobileField, altcha: powField });
export type ForgotPasswordBody = v.InferOutput<typeof forgotPasswordBodySchema>;
/** The forgotten-password form's check: the proof of work (`altcha`) is added when the code is asked for. */
export const forgotPasswordFormSchema = v.omit(forgotPasswordBodySchema, ['altcha']);

export const resetPasswordBodySchema = v.pipe(
  requestBody({
    shop_id: idField,
    mobile: mobileField,
    otp: otpField,
    password: passwordField,
    password_confirmation: confirmationField,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      'validation.passwords_mismatch',
    ),
    ['password_confirmation'],
  ),
);
export type ResetPasswordBody = v.InferOutput<typeof resetPasswordBodySchema>;

export const updateMeBodySchema = requestBody({ name: nameField, email: optionalEmailField });
export type UpdateMeBody = v.InferOutput<typeof updateMeBodySchema>;

export const changePasswordBodySchema = v.pipe(
  requestBody({
    current_password: enteredPasswordField,
    password: passwordField,
    password_confirmation: confirmationField,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      'validation.passwords_mismatch',
    ),
    ['password_confirmation'],
  ),
);
export type ChangePasswordBody = v.InferOutput<typeof changePasswordBodySchema>;

export const addressBodySchema = requestBody({
  label: optionalText({ max: ADDRESS_LABEL_MAX_LENGTH }),
  name: nameField,
  mobile: mobileField,
  address: addressLineField,
  district: districtField,
  area: areaField,
  is_default: v.optional(booleanField, false),
});
export type AddressBody = v.InferOutput<typeof addressBodySchema>;

export const wishlistSyncBodySchema = requestBody({
  product_ids: v.pipe(
    v.array(idField, typeMessage('validation.invalid_format')),
    v.maxLength(WISHLIST_SYNC_MAX, 'validation.max_length'),
  ),
});
export type WishlistSyncBody = v.InferOutput<typeof wishlistSyncBodySchema>;

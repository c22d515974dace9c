import * as v from 'valibot';
import { powField } from './proof-of-work.ts';
import { messengerHandle, whatsappNumber } from '../chat.ts';
import { toAsciiDigits } from '../digits.ts';
import {
  domainField,
  gtmIdField,
  mobileField,
  nameField,
  otpField,
  passwordField,
  pixelIdField,
  slugField,
  socialUrlField,
} from '../fields.ts';
import { apkLeadSchema } from './apk-lead.ts';
import {
  requestBody,
  booleanField,
  enteredPasswordField,
  idField,
  integerField,
  optionalText,
  requiredText,
  typeMessage,
} from './rules.ts';
import { chosenOptionSchema, ORDER_LINE_MAX_QUANTITY } from './order.ts';
import { chatChannels, DEFAULT_MAX_LINE_QUANTITY, shopSchema, themes } from './shop.ts';
import { countSchema, idSchema, orNull, takaSchema, timestampSchema } from './wire.ts';

// ---- answers ------------------------------------------------------------------

/** `GET /online-shop` (admin v3). */
export const adminShopResponseSchema = v.object({
  shop: shopSchema,
  apk_lead: orNull(apkLeadSchema),
});
export type AdminShopResponse = v.InferOutput<typeof adminShopResponseSchema>;

export const salesDaySchema = v.object({
  /** YYYY-MM-DD in the shop's time zone. */
  date: v.string(),
  total: takaSchema,
  orders: countSchema,
});
export type SalesDay = v.InferOutput<typeof salesDaySchema>;

/** A variant running out, for the dashboard: its product's names, its options ([] for a simple product), its stock. */
export const lowStockVariantSchema = v.object({
  product_id: idSchema,
  variant_id: idSchema,
  name: v.string(),
  bn_name: orNull(v.string()),
  options: v.array(chosenOptionSchema),
  sku: orNull(v.string()),
  stock: countSchema,
});
export type LowStockVariant = v.InferOutput<typeof lowStockVariantSchema>;

/** `GET /dashboard`: counts and sums for the admin home. */
export const dashboardSchema = v.object({
  /** Count per status; unknown statuses are kept. */
  orders_by_status: v.record(v.string(), countSchema),
  /**
   * returned / (delivered + completed + returned) over all the shop's orders, 0 to 1; null while no
   * order has reached a customer (@haat/domain's returnRate).
   */
  return_rate: orNull(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  orders_today: countSchema,
  sales_today: takaSchema,
  sales_last_7_days: takaSchema,
  /** The last 7 days, oldest first. */
  sales_by_day: v.array(salesDaySchema),
  /** Switched-on variants with at most LOW_STOCK_THRESHOLD left, fewest first. */
  low_stock: v.array(lowStockVariantSchema),
});
export type Dashboard = v.InferOutput<typeof dashboardSchema>;

/** The dashboard's days are days in this time zone. */
export const SHOP_TIME_ZONE = 'Asia/Dhaka';
/** The dashboard lists variants with at most this much stock. */
export const LOW_STOCK_THRESHOLD = 5;

/** `POST {v3}/auth/register`: the owner's admin token and the shop just created. */
export const ownerSessionSchema = v.object({ token: v.string(), shop: shopSchema });
export type OwnerSession = v.InferOutput<typeof ownerSessionSchema>;

/** One of the owner's signed-in sessions (`GET /auth/sessions`); the token itself is never shown. */
export const ownerSessionInfoSchema = v.object({
  id: idSchema,
  shop_id: idSchema,
  /** The browser or app it was opened from, as it named itself. */
  user_agent: orNull(v.string()),
  created_at: timestampSchema,
  expires_at: timestampSchema,
  /** The session of the token making this request. */
  current: v.boolean(),
});
export type OwnerSessionInfo = v.InferOutput<typeof ownerSessionInfoSchema>;

/** `POST {v3}/auth/login`: the admin token and the owner's shops. */
export const ownerLoginResultSchema = v.object({ token: v.string(), shops: v.array(shopSchema) });
export type OwnerLoginResult = v.InferOutput<typeof ownerLoginResultSchema>;

// ---- request bodies -------------------------------------------------------------

/** `POST /auth/register/code` and `/auth/forgot-password` of owners: a one-time code to the number. */
export const ownerCodeBodySchema = requestBody({ mobile: mobileField, altcha: powField });
export type OwnerCodeBody = v.InferOutput<typeof ownerCodeBodySchema>;
/** The owner's code forms' check: the proof of work (`altcha`) is added when the code is asked for. */
export const ownerCodeFormSchema = v.omit(ownerCodeBodySchema, ['altcha']);

/** `GET /auth/register/slug/{slug}`: the slug checked, as a new shop's address. */
export const shopSlugParamsSchema = v.object({ slug: slugField });

/** Whether a new shop may take the slug: false when a shop has it or the platform keeps it (`admin`, `www`, …). */
export const slugAvailabilitySchema = v.object({ slug: v.string(), available: v.boolean() });
export type SlugAvailability = v.InferOutput<typeof slugAvailabilitySchema>;

export const ownerRegisterBodySchema = requestBody({
  name: nameField,
  mobile: mobileField,
  /** The code sent to the mobile by `POST /auth/register/code`. */
  otp: otpField,
  password: passwordField,
  shop_name: requiredText({ max: 50 }),
  shop_slug: slugField,
});
export type OwnerRegisterBody = v.InferOutput<typeof ownerRegisterBodySchema>;

export const ownerLoginBodySchema = requestBody({ mobile: mobileField, password: enteredPasswordField });
export type OwnerLoginBody = v.InferOutput<typeof ownerLoginBodySchema>;

/** `POST /auth/reset-password` of owners: the code sent to their verified mobile and a new password. */
export const ownerResetPasswordBodySchema = v.pipe(
  requestBody({
    mobile: mobileField,
    otp: otpField,
    password: passwordField,
    password_confirmation: v.string(typeMessage('validation.invalid_format')),
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
export type OwnerResetPasswordBody = v.InferOutput<typeof ownerResetPasswordBodySchema>;

/** An optional setting as the server stores it: absent or blank is `null`. */
function nullWhenAbsent<TSchema extends v.GenericSchema<unknown, string | null | undefined>>(schema: TSchema) {
  return v.nullish(
    v.pipe(
      schema,
      v.transform((value: string | null | undefined) => value ?? null),
    ),
    null,
  );
}

const optionalSetting = (max: number) => nullWhenAbsent(optionalText({ max }));

/** A phone number as typed: digits (Bengali ones too), an optional leading +, spaces, dashes and brackets. */
const PHONE_PATTERN = /^\+?[\d\s\-()]+$/u;

/** A phone number for a tel: link, stored with ASCII digits; 6–15 digits. */
const publicNumberField = nullWhenAbsent(
  v.pipe(
    optionalText({ max: 20 }),
    v.transform((value) => (value === undefined ? undefined : toAsciiDigits(value))),
    v.check(
      (value) =>
        value === undefined || (PHONE_PATTERN.test(value) && digitCount(value) >= 6 && digitCount(value) <= 15),
      'validation.phone',
    ),
  ),
);
function digitCount(value: string): number {
  return value.replace(/\D/gu, '').length;
}

const whatsappField = nullWhenAbsent(
  v.pipe(
    optionalText({ max: 20 }),
    v.check((value) => {
      if (value === undefined) return true;
      return PHONE_PATTERN.test(toAsciiDigits(value)) && /^\d{8,15}$/u.test(whatsappNumber(value));
    }, 'validation.phone'),
  ),
);

/** A Facebook page handle, or a page URL reduced to its handle. */
const facebookChatField = nullWhenAbsent(
  v.pipe(
    optionalText({ max: 200 }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === undefined) return undefined;
      const handle = messengerHandle(dataset.value);
      if (handle === null) {
        addIssue({ message: 'validation.invalid_format' });
        return NEVER;
      }
      return handle;
    }),
  ),
);

const TEST_EVENT_PATTERN = /^[A-Z0-9]{4,20}$/iu;

export const onlineShopSettingsBodySchema = v.pipe(
  requestBody({
    seo_data: optionalSetting(500),
    gtm: nullWhenAbsent(gtmIdField),
    pixel_id: nullWhenAbsent(pixelIdField),
    pixel_test_event: nullWhenAbsent(
      v.pipe(
        optionalText({ max: 20 }),
        v.check((value) => value === undefined || TEST_EVENT_PATTERN.test(value), 'validation.invalid_format'),
      ),
    ),
    default_chat_channel: v.nullish(v.picklist(chatChannels, 'validation.invalid_format'), null),
    whatsapp_chat: whatsappField,
    facebook_chat: facebookChatField,
    max_line_quantity: v.optional(integerField({ min: 1, max: ORDER_LINE_MAX_QUANTITY }), DEFAULT_MAX_LINE_QUANTITY),
  }),
  // The chosen chat channel needs its contact (docs/product/rules.md#fields): whatsapp a number, facebook/messenger a page.
  v.forward(
    v.partialCheck(
      [['default_chat_channel'], ['whatsapp_chat']],
      (input) => input.default_chat_channel !== 'whatsapp' || input.whatsapp_chat !== null,
      'validation.required',
    ),
    ['whatsapp_chat'],
  ),
  v.forward(
    v.partialCheck(
      [['default_chat_channel'], ['facebook_chat']],
      (input) =>
        (input.default_chat_channel !== 'facebook' && input.default_chat_channel !== 'messenger') ||
        input.facebook_chat !== null,
      'validation.required',
    ),
    ['facebook_chat'],
  ),
);
export type OnlineShopSettingsBody = v.InferOutput<typeof onlineShopSettingsBodySchema>;

/**
 * `PUT /online-shop`: replaces the shop's settings; an optional field that is absent, null or
 * blank is stored as null.
 */
export const shopSettingsBodySchema = requestBody({
  name: nameField,
  bn_name: optionalSetting(50),
  address: optionalSetting(300),
  public_number: publicNumberField,
  facebook: nullWhenAbsent(socialUrlField),
  twitter: nullWhenAbsent(socialUrlField),
  instagram: nullWhenAbsent(socialUrlField),
  youtube: nullWhenAbsent(socialUrlField),
  tiktok: nullWhenAbsent(socialUrlField),
  meta_title: optionalSetting(100),
  meta_description: optionalSetting(300),
  public: booleanField,
  online_shop_settings: onlineShopSettingsBodySchema,
});
export type ShopSettingsBody = v.InferOutput<typeof shopSettingsBodySchema>;
export type ShopSettingsBodyInput = v.InferInput<typeof shopSettingsBodySchema>;

export const themeBodySchema = requestBody({ theme: v.picklist(themes, typeMessage('validation.invalid_format')) });
export type ThemeBody = v.InferOutput<typeof themeBodySchema>;

export const domainBodySchema = requestBody({ domain: domainField });
export type DomainBody = v.InferOutput<typeof domainBodySchema>;

/** `PUT /featured-product`: `null` clears it; the key must be present. */
export const featuredProductBodySchema = requestBody({ product_id: v.nullable(idField) });
export type FeaturedProductBody = v.InferOutput<typeof featuredProductBodySchema>;

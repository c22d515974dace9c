/**
 * A valid call for every route of docs/product/http-contract.md (shop, customer, admin v2 and v3), by `METHOD path` as
 * the app mounts it: the starting point the fuzzing mutates. A route the app mounts without an
 * entry here fails the drill, so a new call cannot ship unfuzzed.
 *
 * `hashes` names the body schema of calls that hash a password when the body is valid (login,
 * registration, password change): at ~0.3 s a hash, those are fuzzed with invalid bodies only.
 * `storesRefusals` marks the call whose refusals are stored with their Idempotency-Key (orders,
 * decision 19): the one row such a refusal may add.
 */
import type * as v from 'valibot';
import {
  changePasswordBodySchema,
  customerLoginBodySchema,
  customerRegisterBodySchema,
  ownerLoginBodySchema,
  ownerRegisterBodySchema,
} from '@haat/domain/schemas';
import { FIXTURE_PASSWORD, uniqueMobile } from '../../fixtures.ts';
import type { ValidCall } from './fuzz-request.ts';
import type { FuzzTenant } from './fuzz-tenant.ts';

export interface FuzzCall {
  call: (t: FuzzTenant, image: Uint8Array) => ValidCall;
  hashes?: v.GenericSchema;
  storesRefusals?: true;
  /** Answers a file (an image), not an envelope, when the request is good (200, or 304). */
  file?: true;
}

const SHOP = '/api/shop';
const CUSTOMER = '/api/shop/customer';
const V2 = '/api/admin/v2';
const ADMIN = '/api/admin/v3';

const shopQuery = (t: FuzzTenant) => ({ shop_id: t.shop.id });
const admin = (extra: (t: FuzzTenant, image: Uint8Array) => ValidCall = () => ({})): FuzzCall => ({
  call: (t, image) => {
    const call = extra(t, image);
    return { ...call, token: t.adminToken, query: { shop_id: t.shop.id, ...call.query } };
  },
});
const customer = (extra: (t: FuzzTenant) => ValidCall = () => ({})): FuzzCall => ({
  call: (t) => {
    const call = extra(t);
    return { ...call, token: t.customerToken, query: { shop_id: t.shop.id, ...call.query } };
  },
});
const open = (call: (t: FuzzTenant) => ValidCall, hashes?: v.GenericSchema): FuzzCall => ({
  call,
  ...(hashes ? { hashes } : {}),
});

const settings = (t: FuzzTenant) => ({
  name: 'ফুজ দোকান',
  bn_name: 'ফুজ',
  address: 'Dhanmondi, Dhaka',
  public_number: '01711111111',
  facebook: 'https://facebook.com/fuzz',
  twitter: null,
  instagram: null,
  youtube: null,
  tiktok: null,
  meta_title: t.shop.name,
  meta_description: 'A shop',
  public: true,
  online_shop_settings: {
    seo_data: null,
    gtm: 'GTM-ABC123',
    pixel_id: null,
    pixel_test_event: null,
    default_chat_channel: 'whatsapp',
    whatsapp_chat: '01711111111',
    facebook_chat: null,
  },
});
const product = (t: FuzzTenant) => ({
  name: 'Fuzz product',
  bn_name: 'পণ্য',
  category_id: t.categoryId,
  selling_price: 120.5,
  discount: 10,
  discount_type: 'PERCENT',
  stock: 5,
  description: 'Cotton',
});
const address = () => ({
  label: 'Home',
  name: 'Rahim',
  mobile: '01711111111',
  address: 'House 1, Road 2, Dhaka',
  district: 'Dhaka',
  is_default: false,
});
const newPassword = { password: 'newpass123', password_confirmation: 'newpass123' };

export const FUZZ_CALLS: Record<string, FuzzCall> = {
  // ---- shop base ----
  [`GET ${SHOP}/online-shop/:slug`]: open((t) => ({ params: { slug: t.shop.slug } })),
  [`GET ${SHOP}/product/product_sub_categories`]: open((t) => ({ query: shopQuery(t) })),
  [`GET ${SHOP}/products/search/:query`]: open((t) => ({
    params: { query: 'Product' },
    query: { ...shopQuery(t), per_page: 100 },
  })),
  [`GET ${SHOP}/products`]: open((t) => ({
    query: { ...shopQuery(t), category_id: t.categoryId, sort: 'price_asc', page: 1, per_page: 20 },
  })),
  [`GET ${SHOP}/product/:product_slug`]: open((t) => ({
    params: { product_slug: t.product.slug },
    query: shopQuery(t),
  })),
  [`GET ${SHOP}/product/:product_slug/reviews`]: open((t) => ({
    params: { product_slug: t.product.slug },
    query: { ...shopQuery(t), page: 1 },
  })),
  [`GET ${SHOP}/pages/:page`]: open((t) => ({ params: { page: 'about-us' }, query: shopQuery(t) })),
  [`GET ${SHOP}/delivery-packages`]: open((t) => ({ query: shopQuery(t) })),
  [`GET ${SHOP}/link-preview`]: open((t) => ({ query: { ...shopQuery(t), product_slug: t.product.slug } })),
  [`GET ${SHOP}/link-preview/shops/:file`]: { ...open((t) => ({ params: { file: `${t.shop.id}.jpg` } })), file: true },
  [`GET ${SHOP}/link-preview/products/:file`]: {
    ...open((t) => ({ params: { file: `${t.product.id}.jpg` }, query: { ...shopQuery(t), v: 'abc123' } })),
    file: true,
  },
  [`GET ${SHOP}/sitemap`]: open((t) => ({ query: shopQuery(t) })),
  [`POST ${SHOP}/orders`]: {
    storesRefusals: true,
    ...open((t) => ({
      token: t.customerToken,
      freshHeaders: () => ({ 'idempotency-key': crypto.randomUUID() }),
      body: {
        shop_id: t.shop.id,
        items: [
          { product_id: t.product.id, quantity: 1 },
          { product_id: t.receivedProduct.id, quantity: 2 },
        ],
        name: 'রহিম উদ্দিন',
        mobile: '01711111111',
        email: 'rahim@example.com',
        address: 'House 12, Road 5, Dhanmondi',
        district: 'Dhaka',
        delivery_package_id: t.deliveryPackageId,
        note: 'Call first',
      },
    })),
  },
  [`POST ${SHOP}/orders/code`]: open((t) => ({ body: { shop_id: t.shop.id, mobile: t.customerMobile } })),
  [`GET ${SHOP}/orders/track`]: open((t) => ({ query: { ...shopQuery(t), query: t.orderCode } })),
  [`POST ${SHOP}/orders/track/code`]: open((t) => ({ body: { shop_id: t.shop.id, mobile: t.customerMobile } })),
  [`POST ${SHOP}/orders/track/verify`]: open((t) => ({
    body: { shop_id: t.shop.id, mobile: t.customerMobile, otp: '123456' },
  })),
  [`GET ${SHOP}/orders/:code`]: open((t) => ({
    params: { code: t.orderCode },
    query: { ...shopQuery(t), mobile: t.customerMobile },
  })),

  // ---- customer accounts ----
  [`POST ${SHOP}/auth/register`]: open(
    (t) => ({
      body: {
        shop_id: t.shop.id,
        name: 'Karim',
        mobile: uniqueMobile(),
        otp: '123456',
        email: null,
        password: 'secret123',
        password_confirmation: 'secret123',
      },
    }),
    customerRegisterBodySchema,
  ),
  [`POST ${SHOP}/auth/register/code`]: open((t) => ({ body: { shop_id: t.shop.id, mobile: uniqueMobile() } })),
  [`POST ${SHOP}/auth/login`]: open(
    (t) => ({ body: { shop_id: t.shop.id, mobile: t.customerMobile, password: FIXTURE_PASSWORD } }),
    customerLoginBodySchema,
  ),
  [`POST ${SHOP}/auth/logout`]: customer(),
  [`POST ${SHOP}/auth/forgot-password`]: open((t) => ({ body: { shop_id: t.shop.id, mobile: t.customerMobile } })),
  [`POST ${SHOP}/auth/reset-password`]: open((t) => ({
    body: { shop_id: t.shop.id, mobile: t.customerMobile, otp: '123456', ...newPassword },
  })),
  [`GET ${CUSTOMER}/me`]: customer(),
  [`PUT ${CUSTOMER}/me`]: customer(() => ({ body: { name: 'করিম', email: 'karim@example.com' } })),
  [`PUT ${CUSTOMER}/password`]: {
    ...customer(() => ({ body: { current_password: FIXTURE_PASSWORD, ...newPassword } })),
    hashes: changePasswordBodySchema,
  },
  [`GET ${CUSTOMER}/addresses`]: customer(),
  [`POST ${CUSTOMER}/addresses`]: customer(() => ({ body: address() })),
  [`PUT ${CUSTOMER}/addresses/:id`]: customer((t) => ({ params: { id: t.addressId }, body: address() })),
  [`DELETE ${CUSTOMER}/addresses/:id`]: customer((t) => ({ params: { id: t.addressId } })),
  [`GET ${CUSTOMER}/orders`]: customer(() => ({ query: { page: 1 } })),
  [`GET ${CUSTOMER}/wishlist`]: customer(),
  [`PUT ${CUSTOMER}/wishlist/:product_id`]: customer((t) => ({ params: { product_id: t.receivedProduct.id } })),
  [`DELETE ${CUSTOMER}/wishlist/:product_id`]: customer((t) => ({ params: { product_id: t.product.id } })),
  [`POST ${CUSTOMER}/wishlist/sync`]: customer((t) => ({
    body: { product_ids: [t.product.id, t.receivedProduct.id] },
  })),
  [`GET ${CUSTOMER}/reviews`]: customer(),
  [`POST ${CUSTOMER}/reviews`]: customer((t) => ({
    body: { product_id: t.receivedProduct.id, rating: 5, comment: 'খুব ভালো' },
  })),
  [`GET ${CUSTOMER}/messages`]: customer(),
  [`POST ${CUSTOMER}/messages`]: customer(() => ({ body: { body: 'Is it in stock?' } })),
  [`GET ${CUSTOMER}/notifications`]: customer(),

  // ---- admin v2 ----
  [`GET ${V2}/getDomainInfo`]: open((t) => ({ query: { domain: t.domain } })),
  [`GET ${V2}/domain-allowed`]: open((t) => ({ query: { domain: t.domain } })),

  // ---- admin v3 ----
  [`POST ${ADMIN}/auth/register`]: open(
    () => ({
      body: {
        name: 'Owner',
        mobile: uniqueMobile(),
        otp: '123456',
        password: 'secret123',
        shop_name: 'New shop',
        shop_slug: `fuzz-${crypto.randomUUID().slice(0, 8)}`,
      },
    }),
    ownerRegisterBodySchema,
  ),
  [`POST ${ADMIN}/auth/register/code`]: open(() => ({ body: { mobile: uniqueMobile() } })),
  [`POST ${ADMIN}/auth/forgot-password`]: open((t) => ({ body: { mobile: t.owner.mobile } })),
  [`POST ${ADMIN}/auth/reset-password`]: open((t) => ({
    body: { mobile: t.owner.mobile, otp: '123456', ...newPassword },
  })),
  [`POST ${ADMIN}/auth/logout`]: admin(),
  [`GET ${ADMIN}/auth/sessions`]: admin(),
  [`DELETE ${ADMIN}/auth/sessions/:id`]: admin(() => ({ params: { id: 1 } })),
  [`PUT ${ADMIN}/auth/password`]: {
    ...admin(() => ({ body: { current_password: FIXTURE_PASSWORD, ...newPassword } })),
    hashes: changePasswordBodySchema,
  },
  [`POST ${ADMIN}/auth/login`]: open(
    (t) => ({ query: shopQuery(t), body: { mobile: t.owner.mobile, password: FIXTURE_PASSWORD } }),
    ownerLoginBodySchema,
  ),
  [`GET ${ADMIN}/online-shop`]: admin(),
  [`PUT ${ADMIN}/online-shop`]: admin((t) => ({ body: settings(t) })),
  [`POST ${ADMIN}/online-shop/banner`]: admin((_t, image) => ({ upload: image })),
  [`DELETE ${ADMIN}/online-shop/banner`]: admin(),
  [`POST ${ADMIN}/online-shop/logo`]: admin((_t, image) => ({ upload: image })),
  [`DELETE ${ADMIN}/online-shop/logo`]: admin(),
  [`PUT ${ADMIN}/online-shop/theme`]: admin(() => ({ body: { theme: 2 } })),
  [`GET ${ADMIN}/online-shop/domain`]: admin(),
  [`POST ${ADMIN}/online-shop/domain`]: admin(() => ({ body: { domain: 'shop.example.com' } })),
  [`POST ${ADMIN}/online-shop/domain/verify`]: admin(),
  [`GET ${ADMIN}/delivery-packages`]: admin(),
  [`POST ${ADMIN}/delivery-packages`]: admin(() => ({ body: { name: 'Express', charge: 99.5 } })),
  [`PUT ${ADMIN}/delivery-packages/:id`]: admin((t) => ({
    params: { id: t.deliveryPackageId },
    body: { name: 'Express', charge: 99.5 },
  })),
  [`DELETE ${ADMIN}/delivery-packages/:id`]: admin((t) => ({ params: { id: t.deliveryPackageId } })),
  [`GET ${ADMIN}/categories`]: admin(),
  [`POST ${ADMIN}/categories`]: admin(() => ({ body: { name: 'Sarees', bn_name: 'শাড়ি', icon: '👗' } })),
  [`PUT ${ADMIN}/categories/:id`]: admin((t) => ({
    params: { id: t.categoryId },
    body: { name: 'Sarees', bn_name: 'শাড়ি', icon: '👗' },
  })),
  [`DELETE ${ADMIN}/categories/:id`]: admin((t) => ({ params: { id: t.categoryId } })),
  [`GET ${ADMIN}/products`]: admin((t) => ({ query: { search: 'Product', category_id: t.categoryId, page: 1 } })),
  [`POST ${ADMIN}/products`]: admin((t) => ({ body: product(t) })),
  [`GET ${ADMIN}/products/:id`]: admin((t) => ({ params: { id: t.product.id } })),
  [`PUT ${ADMIN}/products/:id`]: admin((t) => ({ params: { id: t.product.id }, body: product(t) })),
  [`DELETE ${ADMIN}/products/:id`]: admin((t) => ({ params: { id: t.product.id } })),
  [`POST ${ADMIN}/products/:id/image`]: admin((t, image) => ({ params: { id: t.product.id }, upload: image })),
  [`PUT ${ADMIN}/featured-product`]: admin((t) => ({ body: { product_id: t.product.id } })),
  [`GET ${ADMIN}/orders`]: admin(() => ({ query: { tab: 'ongoing', search: 'Rahim', page: 1 } })),
  [`GET ${ADMIN}/orders/:id`]: admin((t) => ({ params: { id: t.orderId } })),
  [`PATCH ${ADMIN}/orders/:id/status`]: admin((t) => ({ params: { id: t.orderId }, body: { status: 'accepted' } })),
  [`GET ${ADMIN}/messages`]: admin(),
  [`GET ${ADMIN}/messages/:customer_id`]: admin((t) => ({ params: { customer_id: t.customerId } })),
  [`POST ${ADMIN}/messages/:customer_id`]: admin((t) => ({
    params: { customer_id: t.customerId },
    body: { body: 'Yes, in stock' },
  })),
  [`GET ${ADMIN}/apk-lead`]: admin(),
  [`POST ${ADMIN}/apk-lead`]: admin(() => ({
    body: { app_name: 'My Shop', contact_mobile: '01711111111', note: 'Android' },
  })),
  [`GET ${ADMIN}/dashboard`]: admin(),
  [`GET ${ADMIN}/sms/templates`]: admin(),
  [`PUT ${ADMIN}/sms/templates`]: admin(() => ({
    body: { event: 'order_placed', language: 'en', text: 'Got {code}, total {total}' },
  })),
  [`GET ${ADMIN}/sms/settings`]: admin(),
  [`PUT ${ADMIN}/sms/settings`]: admin(() => ({ body: { events: { order_delivered: false }, monthly_segments: 500 } })),
  [`GET ${ADMIN}/sms/log`]: admin(() => ({ query: { page: 1, per_page: 20 } })),
  [`GET ${ADMIN}/to-confirm`]: admin(() => ({ query: { page: 1, per_page: 20 } })),
  [`POST ${ADMIN}/orders/:id/confirm`]: admin((t) => ({ params: { id: t.orderId } })),
  [`POST ${ADMIN}/orders/:id/cancel`]: admin((t) => ({ params: { id: t.orderId }, body: { reason: 'Out of stock' } })),
  [`POST ${ADMIN}/orders/bulk-confirm`]: admin((t) => ({ body: { ids: [t.orderId] } })),
  [`POST ${ADMIN}/orders/bulk-status`]: admin((t) => ({
    body: { ids: [t.orderId], status: 'canceled', reason: 'Customer asked' },
  })),
  [`GET ${ADMIN}/orders/:id/cod-risk`]: admin((t) => ({ params: { id: t.orderId } })),
  [`GET ${ADMIN}/order-settings`]: admin(),
  [`PUT ${ADMIN}/order-settings`]: admin(() => ({ body: { auto_cancel_hours: 12 } })),
  [`GET ${ADMIN}/courier-accounts`]: admin(),
  [`PUT ${ADMIN}/courier-accounts/:courier`]: admin(() => ({
    params: { courier: 'steadfast' },
    body: { courier: 'steadfast', api_key: 'fuzz-api-key', secret_key: 'fuzz-secret-key' },
  })),
  [`DELETE ${ADMIN}/courier-accounts/:courier`]: admin(() => ({ params: { courier: 'steadfast' } })),
  [`GET ${ADMIN}/courier-accounts/:courier/places`]: admin(() => ({
    params: { courier: 'pathao' },
    query: { kind: 'city' },
  })),
  [`POST ${ADMIN}/orders/:id/shipment`]: admin((t) => ({ params: { id: t.orderId }, body: { courier: 'steadfast' } })),
  [`POST ${ADMIN}/orders/shipments`]: admin((t) => ({ body: { courier: 'steadfast', order_ids: [t.orderId] } })),
};

/** The bases whose routes are docs/product/http-contract.md calls (the dev helpers and the OpenAPI document are not). */
export const FUZZED_PREFIXES = [`${SHOP}/`, `${V2}/`, `${ADMIN}/`];

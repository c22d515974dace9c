/**
 * A valid call for every entry of the endpoint table (@haat/api-contract) by its name (`admin.getOrder`), the
 * starting point the fuzzing mutates, or in NOT_FUZZED why it is not fuzzed. Every entry is in one of them
 * (endpoint-coverage.test.ts), so a new endpoint cannot ship unfuzzed.
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
import type { EndpointName } from '../../endpoint-names.ts';
import type { FuzzTenant } from './fuzz-tenant.ts';

export interface FuzzCall {
  call: (t: FuzzTenant, image: Uint8Array) => ValidCall;
  hashes?: v.GenericSchema;
  storesRefusals?: true;
  /** Answers a file (an image, a CSV export), not an envelope, when the request is good (200, or 304). */
  file?: true;
}

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
/** A Shopify product CSV of one kurti in two sizes, uploaded as `file`. */
const catalogueCsv = (): ValidCall => ({
  upload: new TextEncoder().encode(
    'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty\n' +
      'fuzz-kurti,"কুর্তি, সুতি",সাইজ,M,FUZZ-M,950,3\n' +
      'fuzz-kurti,,,L,FUZZ-L,950,2\n',
  ),
  uploadFile: { field: 'file', name: 'products.csv', type: 'text/csv' },
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

/** The keys the drill's Steadfast stand-in takes: saving them is checked with the courier (decision 162). */
export const FUZZ_STEADFAST_KEYS = { apiKey: 'fuzz-api-key', secretKey: 'fuzz-secret-key' };
/** The store the drill's SSLCommerz stand-in takes: saving it is checked with the gateway. */
export const FUZZ_SSLCOMMERZ_STORE = { storeId: 'fuzzstore', storePassword: 'fuzz-store-pass' };

export const FUZZ_CALLS: Partial<Record<EndpointName, FuzzCall>> = {
  // ---- shop base ----
  'shop.getShop': open((t) => ({ params: { slug: t.shop.slug } })),
  'shop.listCategories': open((t) => ({ query: shopQuery(t) })),
  'shop.searchProducts': open((t) => ({
    params: { query: 'Product' },
    query: { ...shopQuery(t), per_page: 100 },
  })),
  'shop.listProducts': open((t) => ({
    query: { ...shopQuery(t), category_id: t.categoryId, sort: 'price_asc', page: 1, per_page: 20 },
  })),
  'shop.getProduct': open((t) => ({
    params: { product_slug: t.product.slug },
    query: shopQuery(t),
  })),
  'shop.listProductReviews': open((t) => ({
    params: { product_slug: t.product.slug },
    query: { ...shopQuery(t), page: 1 },
  })),
  'shop.getPage': open((t) => ({ params: { page: 'about-us' }, query: shopQuery(t) })),
  'shop.listDeliveryPackages': open((t) => ({ query: shopQuery(t) })),
  'shop.getLinkPreview': open((t) => ({ query: { ...shopQuery(t), product_slug: t.product.slug } })),
  'shop.getShopLinkPreviewImage': { ...open((t) => ({ params: { file: `${t.shop.id}.jpg` } })), file: true },
  'shop.getProductLinkPreviewImage': {
    ...open((t) => ({ params: { file: `${t.product.id}.jpg` }, query: { ...shopQuery(t), v: 'abc123' } })),
    file: true,
  },
  'shop.getSitemap': open((t) => ({ query: shopQuery(t) })),
  'shop.getMetaFeedCsv': { ...open((t) => ({ params: { shop_id: t.shop.id, token: t.feedToken } })), file: true },
  'shop.getMetaFeedXml': { ...open((t) => ({ params: { shop_id: t.shop.id, token: t.feedToken } })), file: true },
  'shop.placeOrder': {
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
  'shop.previewDiscount': open((t) => ({
    body: {
      shop_id: t.shop.id,
      items: [{ product_id: t.product.id, quantity: 2 }],
      delivery_package_id: t.deliveryPackageId,
      code: `eid${t.shop.id}`,
    },
  })),
  'shop.sendOrderCode': open((t) => ({ body: { shop_id: t.shop.id, mobile: t.customerMobile } })),
  'shop.trackOrders': open((t) => ({ query: { ...shopQuery(t), query: t.orderCode } })),
  'shop.sendTrackCode': open((t) => ({ body: { shop_id: t.shop.id, mobile: t.customerMobile } })),
  'shop.verifyTrackCode': open((t) => ({
    body: { shop_id: t.shop.id, mobile: t.customerMobile, otp: '123456' },
  })),
  'shop.sendPayment': open((t) => ({
    params: { code: t.advanceOrderCode },
    body: {
      shop_id: t.shop.id,
      mobile: t.customerMobile,
      method: 'bkash_personal',
      sender: '01811000001',
      transaction_id: `9BG${t.shop.id}R2D8`,
    },
  })),
  'shop.getOrder': open((t) => ({
    params: { code: t.orderCode },
    query: { ...shopQuery(t), mobile: t.customerMobile },
  })),

  // ---- customer accounts ----
  'customer.register': open(
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
  'customer.sendRegisterCode': open((t) => ({ body: { shop_id: t.shop.id, mobile: uniqueMobile() } })),
  'customer.login': open(
    (t) => ({ body: { shop_id: t.shop.id, mobile: t.customerMobile, password: FIXTURE_PASSWORD } }),
    customerLoginBodySchema,
  ),
  'customer.logout': customer(),
  'customer.forgotPassword': open((t) => ({ body: { shop_id: t.shop.id, mobile: t.customerMobile } })),
  'customer.resetPassword': open((t) => ({
    body: { shop_id: t.shop.id, mobile: t.customerMobile, otp: '123456', ...newPassword },
  })),
  'customer.getMe': customer(),
  'customer.updateMe': customer(() => ({ body: { name: 'করিম', email: 'karim@example.com' } })),
  'customer.changePassword': {
    ...customer(() => ({ body: { current_password: FIXTURE_PASSWORD, ...newPassword } })),
    hashes: changePasswordBodySchema,
  },
  'customer.listAddresses': customer(),
  'customer.createAddress': customer(() => ({ body: address() })),
  'customer.updateAddress': customer((t) => ({ params: { id: t.addressId }, body: address() })),
  'customer.deleteAddress': customer((t) => ({ params: { id: t.addressId } })),
  'customer.listOrders': customer(() => ({ query: { page: 1 } })),
  'customer.getWishlist': customer(),
  'customer.addToWishlist': customer((t) => ({ params: { product_id: t.receivedProduct.id } })),
  'customer.removeFromWishlist': customer((t) => ({ params: { product_id: t.product.id } })),
  'customer.syncWishlist': customer((t) => ({
    body: { product_ids: [t.product.id, t.receivedProduct.id] },
  })),
  'customer.listReviews': customer(),
  'customer.createReview': customer((t) => ({
    body: { product_id: t.receivedProduct.id, rating: 5, comment: 'খুব ভালো' },
  })),
  'customer.listMessages': customer(),
  'customer.sendMessage': customer(() => ({ body: { body: 'Is it in stock?' } })),
  'customer.listNotifications': customer(),

  // ---- admin v2 ----
  'domains.getDomainInfo': open((t) => ({ query: { domain: t.domain } })),
  'domains.isDomainAllowed': open((t) => ({ query: { domain: t.domain } })),

  // ---- admin v3 ----
  'admin.register': open(
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
  'admin.checkSlug': open(() => ({ params: { slug: 'rupa-fashion' } })),
  'admin.sendSignUpCode': open(() => ({ body: { mobile: uniqueMobile() } })),
  'admin.forgotPassword': open((t) => ({ body: { mobile: t.owner.mobile } })),
  'admin.resetPassword': open((t) => ({
    body: { mobile: t.owner.mobile, otp: '123456', ...newPassword },
  })),
  'admin.logout': admin(),
  'admin.listSessions': admin(),
  'admin.endSession': admin(() => ({ params: { id: 1 } })),
  'admin.changePassword': {
    ...admin(() => ({ body: { current_password: FIXTURE_PASSWORD, ...newPassword } })),
    hashes: changePasswordBodySchema,
  },
  'admin.login': open(
    (t) => ({ query: shopQuery(t), body: { mobile: t.owner.mobile, password: FIXTURE_PASSWORD } }),
    ownerLoginBodySchema,
  ),
  'admin.getOnlineShop': admin(),
  'admin.updateOnlineShop': admin((t) => ({ body: settings(t) })),
  'admin.uploadBanner': admin((_t, image) => ({ upload: image })),
  'admin.deleteBanner': admin(),
  'admin.uploadLogo': admin((_t, image) => ({ upload: image })),
  'admin.deleteLogo': admin(),
  'admin.updateTheme': admin(() => ({ body: { theme: 2 } })),
  'admin.getDomain': admin(),
  'admin.setDomain': admin(() => ({ body: { domain: 'shop.example.com' } })),
  'admin.verifyDomain': admin(),
  'admin.listDeliveryPackages': admin(),
  'admin.createDeliveryPackage': admin(() => ({ body: { name: 'Express', charge: 99.5 } })),
  'admin.updateDeliveryPackage': admin((t) => ({
    params: { id: t.deliveryPackageId },
    body: { name: 'Express', charge: 99.5 },
  })),
  'admin.deleteDeliveryPackage': admin((t) => ({ params: { id: t.deliveryPackageId } })),
  'admin.listCategories': admin(),
  'admin.createCategory': admin(() => ({ body: { name: 'Sarees', bn_name: 'শাড়ি', icon: '👗' } })),
  'admin.updateCategory': admin((t) => ({
    params: { id: t.categoryId },
    body: { name: 'Sarees', bn_name: 'শাড়ি', icon: '👗' },
  })),
  'admin.deleteCategory': admin((t) => ({ params: { id: t.categoryId } })),
  'admin.listProducts': admin((t) => ({ query: { search: 'Product', category_id: t.categoryId, page: 1 } })),
  'admin.createProduct': admin((t) => ({ body: product(t) })),
  'admin.getProduct': admin((t) => ({ params: { id: t.product.id } })),
  'admin.updateProduct': admin((t) => ({ params: { id: t.product.id }, body: product(t) })),
  'admin.deleteProduct': admin((t) => ({ params: { id: t.product.id } })),
  'admin.setProductVariants': admin((t) => ({
    params: { id: t.product.id },
    body: { options: [], variants: [{ options: [], stock: 5, sku: 'SKU-1' }] },
  })),
  'admin.updateProductVariants': admin((t) => ({
    params: { id: t.product.id },
    body: { match: { সাইজ: 'M' }, set: { stock: 3, selling_price: 950 } },
  })),
  'admin.uploadProductImage': admin((t, image) => ({ params: { id: t.product.id }, upload: image })),
  'admin.checkCatalogueImport': admin(() => catalogueCsv()),
  'admin.startCatalogueImport': admin(() => catalogueCsv()),
  'admin.getCatalogueImport': admin((t) => ({ params: { id: t.importId } })),
  'admin.exportCatalogue': { ...admin(), file: true },
  'admin.setFeaturedProduct': admin((t) => ({ body: { product_id: t.product.id } })),
  'admin.listOrders': admin(() => ({ query: { tab: 'ongoing', search: 'Rahim', page: 1 } })),
  'admin.getOrder': admin((t) => ({ params: { id: t.orderId } })),
  'admin.updateOrderStatus': admin((t) => ({ params: { id: t.orderId }, body: { status: 'accepted' } })),
  'admin.listMessageThreads': admin(),
  'admin.listMessages': admin((t) => ({ params: { customer_id: t.customerId } })),
  'admin.sendMessage': admin((t) => ({
    params: { customer_id: t.customerId },
    body: { body: 'Yes, in stock' },
  })),
  'admin.listCustomers': admin(() => ({ query: { search: '0171', page: 1, per_page: 20 } })),
  'admin.exportCustomers': { ...admin(() => ({ query: { search: 'Rahim' } })), file: true },
  'admin.exportOrders': { ...admin(() => ({ query: { from: '2026-11-01', to: '2026-11-30' } })), file: true },
  'admin.getCustomer': admin((t) => ({ params: { mobile: t.customerMobile } })),
  'admin.updateCustomer': admin((t) => ({
    params: { mobile: t.customerMobile },
    body: { note: 'Calls after 6 pm', tags: ['VIP', 'পাইকারি'], blocked: false },
  })),
  'admin.getSalesReport': admin(() => ({ query: { from: '2026-11-01', to: '2026-11-30', bucket: 'week' } })),
  'admin.getDeliveryReport': admin(() => ({ query: { from: '2026-11-01', to: '2026-11-30' } })),
  'admin.getProductsReport': admin(() => ({ query: { from: '2026-11-01', to: '2026-11-30' } })),
  'admin.getCodReport': admin(() => ({ query: { from: '2026-11-01', to: '2026-11-30' } })),
  'admin.getApkLead': admin(),
  'admin.requestApk': admin(() => ({
    body: { app_name: 'My Shop', contact_mobile: '01711111111', note: 'Android' },
  })),
  'admin.getDashboard': admin(),
  'admin.listDiscounts': admin(),
  'admin.createDiscount': admin(() => ({
    body: {
      code: 'NEW10',
      title: 'ঈদ ১০%',
      kind: 'percentage',
      percent: 10,
      min_amount: 500,
      starts_at: '2026-03-30T00:00',
      ends_at: '2026-04-01T00:00',
      usage_limit: 100,
      once_per_phone: true,
    },
  })),
  'admin.updateDiscount': admin((t) => ({
    params: { id: t.discountId },
    body: { code: `EID${t.shop.id}`, title: 'Free delivery', kind: 'free_delivery', min_amount: 1000 },
  })),
  'admin.deleteDiscount': admin((t) => ({ params: { id: t.discountId } })),
  'admin.getMetaFeed': admin(),
  'admin.rotateMetaFeedToken': admin(),
  'admin.getMetaConversions': admin(),
  'admin.saveMetaConversions': admin(() => ({ body: { access_token: 'EAAGfuzzToken0123456789abcdef' } })),
  'admin.listSmsTemplates': admin(),
  'admin.saveSmsTemplate': admin(() => ({
    body: { event: 'order_placed', language: 'en', text: 'Got {code}, total {total}' },
  })),
  'admin.getSmsSettings': admin(),
  'admin.updateSmsSettings': admin(() => ({ body: { events: { order_delivered: false }, monthly_segments: 500 } })),
  'admin.listSmsLog': admin(() => ({ query: { page: 1, per_page: 20 } })),
  'admin.listOrdersToConfirm': admin(() => ({ query: { page: 1, per_page: 20 } })),
  'admin.confirmOrder': admin((t) => ({ params: { id: t.orderId } })),
  'admin.cancelOrder': admin((t) => ({ params: { id: t.orderId }, body: { reason: 'Out of stock' } })),
  'admin.bulkConfirmOrders': admin((t) => ({ body: { ids: [t.orderId] } })),
  'admin.bulkUpdateOrderStatus': admin((t) => ({
    body: { ids: [t.orderId], status: 'canceled', reason: 'Customer asked' },
  })),
  'admin.getOrderCodRisk': admin((t) => ({ params: { id: t.orderId } })),
  'admin.getOrderSettings': admin(),
  'admin.updateOrderSettings': admin(() => ({ body: { auto_cancel_hours: 12 } })),
  'admin.verifyPayment': admin((t) => ({
    params: { id: t.orderId, payment_id: t.paymentId },
    body: { received: true },
  })),
  'admin.listPayments': admin(() => ({
    query: { from: '2026-11-01', to: '2026-11-30', method: 'bkash_personal', status: 'to_verify' },
  })),
  'admin.exportPayments': { ...admin(() => ({ query: { from: '2026-11-01', to: '2026-11-30' } })), file: true },
  'admin.getPaymentSettings': admin(),
  'admin.updatePaymentSettings': admin(() => ({
    body: {
      mode: 'percentage',
      percent: 20,
      applies: 'above_amount',
      above_amount: 5000,
      expiry_minutes: 45,
      refund_terms: 'অগ্রিম ৭ দিনের মধ্যে ফেরত',
      personal_numbers: { bkash_personal: '01711000009', nagad_personal: null, rocket_personal: null },
    },
  })),
  'admin.listCourierAccounts': admin(),
  'admin.saveCourierAccount': admin(() => ({
    params: { courier: 'steadfast' },
    body: { courier: 'steadfast', api_key: FUZZ_STEADFAST_KEYS.apiKey, secret_key: FUZZ_STEADFAST_KEYS.secretKey },
  })),
  'admin.deleteCourierAccount': admin(() => ({ params: { courier: 'steadfast' } })),
  'admin.listCourierPlaces': admin(() => ({
    params: { courier: 'pathao' },
    query: { kind: 'city' },
  })),
  'admin.bookShipment': admin((t) => ({ params: { id: t.orderId }, body: { courier: 'steadfast' } })),
  'admin.bookShipments': admin((t) => ({ body: { courier: 'steadfast', order_ids: [t.orderId] } })),
  'admin.listPaymentGateways': admin(),
  'admin.savePaymentGateway': admin(() => ({
    params: { gateway: 'sslcommerz' },
    body: {
      gateway: 'sslcommerz',
      store_id: FUZZ_SSLCOMMERZ_STORE.storeId,
      store_password: FUZZ_SSLCOMMERZ_STORE.storePassword,
    },
  })),
  'admin.checkPaymentGateway': admin(() => ({ params: { gateway: 'sslcommerz' } })),
  'admin.deletePaymentGateway': admin(() => ({ params: { gateway: 'sslcommerz' } })),
  'shop.getGatewayPaymentOptions': open((t) => ({
    token: t.customerToken,
    params: { code: t.orderCode },
    query: { shop_id: t.shop.id },
  })),
  'shop.startGatewayPayment': open((t) => ({
    token: t.customerToken,
    params: { code: t.orderCode, gateway: 'sslcommerz' },
    body: { shop_id: t.shop.id, return_url: `http://localhost/${t.shop.slug}/payments/sslcommerz/return` },
  })),
  'shop.bkashCallback': open((t) => ({
    body: { shop_id: t.shop.id, payment_id: 'TR0011FUZZ', status: 'success' },
  })),
  'shop.sslcommerzReturn': open((t) => ({ body: { shop_id: t.shop.id, tran_id: 'FUZZ-1', val_id: 'fuzz' } })),
};

/** The bases whose routes are docs/product/http-contract.md calls (the dev helpers and the OpenAPI document are not). */
/** The entries the drill does not fuzz, and why. */
export const NOT_FUZZED: Partial<Record<EndpointName, string>> = {
  'system.livez': 'process health: no input',
  'system.readyz': 'process health: no input',
  'dev.lastSms': 'development only, never mounted in production',
  'customer.getChallenge': 'no input: a signed proof-of-work challenge for anyone (decision 192)',
  'admin.getChallenge': 'no input: a signed proof-of-work challenge for anyone (decision 192)',
  'webhooks.courierWebhook':
    "the couriers' calls, refused before any reading without the account's secret (shipments.test.ts)",
  'webhooks.sslcommerzIpn':
    "SSLCommerz's form posts: read for a tran_id and a val_id only, which its validation API decides (payment-gateways.test.ts)",
};

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminShopResponseSchema, dashboardSchema, ownerLoginResultSchema, ownerSessionSchema } from './admin.ts';
import { adminUserSchema } from './admin-user.ts';
import { apkLeadSchema } from './apk-lead.ts';
import { cartItemSchema } from './cart.ts';
import { categorySchema } from './category.ts';
import { addressSchema, customerSchema, customerSessionSchema, notificationSchema } from './customer.ts';
import { deliveryPackageSchema } from './delivery.ts';
import { domainRecordSchema } from './domain-record.ts';
import { envelopeSchema, paginatorSchema } from './envelope.ts';
import { messageSchema, messageThreadSchema } from './message.ts';
import { orderSchema } from './order.ts';
import { pageSchema } from './page.ts';
import { productDetailSchema, productSchema } from './product.ts';
import { reviewSchema } from './review.ts';
import { shopSchema } from './shop.ts';

const at = '2026-11-20T08:30:00.000Z';

const category = { id: 3, slug: 'saree', name: 'Saree', bn_name: 'শাড়ি', icon: '👗', product_count: 12 };
const product = {
  id: 11,
  slug: 'jamdani-saree',
  name: 'Jamdani saree',
  bn_name: 'জামদানি শাড়ি',
  image_url: 'http://localhost:4000/images/p/11.webp',
  thumbnail_url: 'http://localhost:4000/images/p/11-thumb.webp',
  selling_price: 2450.5,
  discount: 10,
  discount_type: 'PERCENT',
  stock: 4,
  category_id: 3,
};
const apkLead = {
  id: 2,
  shop_id: 7,
  app_name: 'Rupa Fashion',
  contact_mobile: '01712345678',
  note: null,
  status: 'building',
  download_url: null,
  created_at: at,
  updated_at: at,
};
const shop = {
  id: 7,
  slug: 'rupa-fashion',
  name: 'Rupa Fashion',
  bn_name: 'রূপা ফ্যাশন',
  address: 'Mirpur 10, Dhaka',
  logo_url: null,
  banner_url: 'http://localhost:4000/images/banners/7.webp',
  banner_medium_url: null,
  public_number: '01712345678',
  public: true,
  theme: 2,
  meta_title: 'Rupa Fashion',
  meta_description: null,
  facebook: 'https://facebook.com/rupafashion',
  twitter: null,
  instagram: null,
  youtube: null,
  tiktok: null,
  custom_domain: { domain: 'rupa.example' },
  user: { name: 'Rupa Akter', email: null, mobile_number: '01712345678' },
  online_shop_settings: {
    seo_data: 'saree, jamdani',
    gtm: 'GTM-ABC1234',
    pixel_id: null,
    pixel_test_event: null,
    default_chat_channel: 'whatsapp',
    whatsapp_chat: '01712345678',
    facebook_chat: null,
    max_line_quantity: 10,
  },
  featured_product: { ...product, image_width: 1600, image_medium_url: 'http://localhost:4000/images/p/11-960.webp' },
  created_at: at,
  updated_at: at,
};
const deliveryPackage = { id: 1, name: 'Inside Dhaka', charge: 60, zone: 'dhaka_city', places: [], weight_step: null };
const customer = { id: 5, shop_id: 7, name: 'Karim', mobile: '01812345678', email: null, created_at: at };
const message = { id: 9, customer_id: 5, sender: 'customer', body: 'শাড়িটা কি আছে?', read_at: null, created_at: at };
const order = {
  id: 40,
  code: 'HT-7K3M9Q2X',
  shop_id: 7,
  customer_id: null,
  status: 'pending',
  name: 'Karim',
  mobile: '01812345678',
  email: null,
  address: 'House 4, Road 2, Dhanmondi',
  district: 'Dhaka',
  area: 'Dhanmondi',
  area_bn: 'ধানমন্ডি',
  note: null,
  delivery_package: { id: 1, name: 'Inside Dhaka', charge: 60 },
  subtotal: 4410.9,
  delivery_charge: 60,
  total: 4470.9,
  items: [
    {
      id: 1,
      product_id: 11,
      variant_id: 21,
      options: [{ name: 'Colour', bn_name: 'রং', value: 'Red', bn_value: 'লাল' }],
      sku: 'JS-RED',
      product_slug: 'jamdani-saree',
      name: 'Jamdani saree',
      bn_name: 'জামদানি শাড়ি',
      image_url: null,
      unit_price: 2205.45,
      quantity: 2,
      line_total: 4410.9,
      discount: 0,
    },
  ],
  discount: 0,
  discounts: [],
  history: [{ status: 'pending', note: null, restocked: false, created_at: at }],
  created_at: at,
  updated_at: at,
};

/** A representative answer of every entity, as the API sends it. */
const answers: [string, v.GenericSchema, unknown][] = [
  ['Shop', shopSchema, shop],
  [
    'DomainRecord',
    domainRecordSchema,
    {
      id: 1,
      domain: 'rupa.example',
      slug: 'rupa-fashion',
      shop_id: 7,
      verified: true,
      ssl_status: 'verified',
      created_at: at,
      updated_at: at,
    },
  ],
  ['Product', productSchema, product],
  [
    'ProductDetail',
    productDetailSchema,
    {
      ...product,
      image_width: 1600,
      image_medium_url: 'http://localhost:4000/images/p/11-960.webp',
      description: 'হাতে বোনা',
      images: [
        {
          id: 1,
          url: 'http://localhost:4000/images/p/11.webp',
          thumbnail_url: 'http://localhost:4000/images/p/11-thumb.webp',
          medium_url: 'http://localhost:4000/images/p/11-960.webp',
          width: 1600,
        },
        {
          id: 2,
          url: 'http://localhost:4000/images/p/12.webp',
          thumbnail_url: 'http://localhost:4000/images/p/12-thumb.webp',
          medium_url: null,
          width: null,
        },
      ],
      category,
      rating_average: 4.5,
      rating_count: 2,
      options: [{ name: 'Colour', bn_name: 'রং', values: [{ name: 'Red', bn_name: 'লাল', color: '#cc0000' }] }],
      variants: [
        {
          id: 21,
          options: ['Red'],
          selling_price: 2450.5,
          discount: 10,
          discount_type: 'PERCENT',
          own_price: false,
          own_discount: false,
          stock: 4,
          sku: 'JS-RED',
          barcode: null,
          weight_grams: 400,
          image_id: 12,
          enabled: true,
        },
      ],
    },
  ],
  ['Category', categorySchema, category],
  ['CartItem', cartItemSchema, { id: 11, name: 'Jamdani saree', price: 2205.45, quantity: 2, product }],
  ['Customer', customerSchema, customer],
  ['CustomerSession', customerSessionSchema, { token: 'abc.def', customer }],
  [
    'Address',
    addressSchema,
    {
      id: 3,
      label: 'Home',
      name: 'Karim',
      mobile: '01812345678',
      address: 'House 4, Road 2',
      district: null,
      area: null,
      area_bn: null,
      is_default: true,
      created_at: at,
      updated_at: at,
    },
  ],
  ['Notification', notificationSchema, { id: 1, order_code: 'HT-7K3M9Q2X', status: 'shipped', created_at: at }],
  [
    'Review',
    reviewSchema,
    {
      id: 1,
      product_id: 11,
      customer_name: 'Karim',
      rating: 5,
      comment: 'ভালো',
      created_at: at,
      product: { id: 11, slug: 'jamdani-saree', name: 'Jamdani saree', bn_name: 'জামদানি শাড়ি', image_url: null },
    },
  ],
  ['DeliveryPackage', deliveryPackageSchema, deliveryPackage],
  ['Order', orderSchema, order],
  ['Message', messageSchema, message],
  [
    'MessageThread',
    messageThreadSchema,
    { customer: { id: 5, name: 'Karim', mobile: '01812345678' }, last_message: message, unread_count: 1 },
  ],
  ['ApkLead', apkLeadSchema, apkLead],
  ['AdminShopResponse', adminShopResponseSchema, { shop, apk_lead: apkLead }],
  [
    'Dashboard',
    dashboardSchema,
    {
      orders_by_status: { pending: 2, accepted: 1, completed: 4, returned: 1 },
      return_rate: 0.2,
      orders_today: 2,
      sales_today: 1200,
      sales_last_7_days: 8450.5,
      sales_by_day: [{ date: '2026-11-20', total: 1200, orders: 2 }],
      low_stock: [
        {
          product_id: 3,
          variant_id: 9,
          name: 'Kurti',
          bn_name: 'কুর্তি',
          options: [{ name: 'Size', bn_name: 'সাইজ', value: 'M', bn_value: null }],
          sku: 'KU-M',
          stock: 0,
        },
      ],
    },
  ],
  ['Page', pageSchema, { title: 'About us', body: 'আমরা…' }],
  ['OwnerSession', ownerSessionSchema, { token: 'a.b.c', shop }],
  ['OwnerLoginResult', ownerLoginResultSchema, { token: 'a.b.c', shops: [shop] }],
  ['AdminUser', adminUserSchema, { name: 'Rupa', phone: '01712345678', shop_id: 7, token: 'session' }],
];

describe('entity schemas', () => {
  it.each(answers)('%s: a representative answer parses to itself', (_name, schema, answer) => {
    expect(v.parse(schema, answer)).toEqual(answer);
  });

  it.each(answers)('%s: unknown fields are dropped', (_name, schema, answer) => {
    const parsed = v.parse(schema, { ...(answer as object), internal_note: 'secret' });
    expect(parsed).not.toHaveProperty('internal_note');
  });

  it('keeps an unknown order status as-is (the UI shows it on a grey badge)', () => {
    const parsed = v.parse(orderSchema, {
      ...order,
      status: 'on_hold',
      history: [{ status: 'on_hold', note: 'x', created_at: at }],
    });
    expect(parsed.status).toBe('on_hold');
    expect(parsed.history[0]).toEqual({ status: 'on_hold', note: 'x', restocked: false, created_at: at });
  });

  it('reads a missing nullable field as null, but rejects a wrong type', () => {
    const { bn_name: _dropped, ...withoutBnName } = category;
    expect(v.parse(categorySchema, withoutBnName).bn_name).toBeNull();
    expect(v.safeParse(categorySchema, { ...category, bn_name: 5 }).success).toBe(false);
    expect(v.safeParse(productSchema, { ...product, selling_price: '2450' }).success).toBe(false);
    expect(v.safeParse(productSchema, { ...product, stock: -1 }).success).toBe(false);
    expect(v.safeParse(productSchema, { ...product, discount_type: 'percent' }).success).toBe(false);
    expect(v.safeParse(shopSchema, { ...shop, theme: 4 }).success).toBe(false);
  });

  it('rejects an answer missing a required field', () => {
    const { slug: _slug, ...withoutSlug } = shop;
    const result = v.safeParse(shopSchema, withoutSlug);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['slug']);
  });

  it('parses envelopes and paginators around an entity', () => {
    const page = { data: [product], current_page: 1, per_page: 20, total: 1, last_page: 1 };
    const envelope = { status: 200, message: 'OK', data: page };
    expect(v.parse(envelopeSchema(paginatorSchema(productSchema)), envelope)).toEqual(envelope);
  });

  it('a __proto__ key in an answer is dropped and pollutes nothing', () => {
    const answer = JSON.parse(
      JSON.stringify(category).replace('{', '{"__proto__":{"polluted":true,"id":99},'),
    ) as unknown;
    const parsed = v.parse(categorySchema, answer);
    expect(parsed).toEqual(category);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('a __proto__ key in a record (orders_by_status) pollutes nothing', () => {
    const answer = JSON.parse(
      '{"orders_by_status":{"__proto__":{"polluted":1},"pending":1},"return_rate":null,"orders_today":0,"sales_today":0,' +
        '"sales_last_7_days":0,"sales_by_day":[],"low_stock":[]}',
    ) as unknown;
    const parsed = v.parse(dashboardSchema, answer);
    expect(parsed.orders_by_status['pending']).toBe(1);
    expect(Object.getPrototypeOf(parsed.orders_by_status)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

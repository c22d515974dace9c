// Answers of the API as the server sends them (docs/product/http-contract.md, @haat/domain schemas), and admin tokens.
import type { AdminUser } from '@haat/domain/schemas/admin-user';
import { encodeBase64Url } from '@haat/token';
import { keyFor } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';

const at = '2026-11-20T08:30:00.000Z';

export const owner: AdminUser = { name: 'রূপা আক্তার', phone: '01811000001', shop_id: 7, token: 'session-7' };

/** A JWT-shaped admin token (the signature is the server's business). */
export function jwtFor(user: AdminUser): string {
  const header = encodeBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  return `${header}.${encodeBase64Url(JSON.stringify({ ...user, exp: 4_102_444_800 }))}.c2lnbmF0dXJl`;
}

export const product = {
  id: 11,
  slug: 'jamdani-saree',
  name: 'Jamdani saree',
  bn_name: 'জামদানি শাড়ি',
  image_url: null,
  thumbnail_url: null,
  selling_price: 2450,
  discount: 10,
  discount_type: 'PERCENT',
  stock: 4,
  category_id: 3,
};

export const category = { id: 3, slug: 'saree', name: 'Saree', bn_name: 'শাড়ি', icon: '👗', product_count: 12 };

export const shop = {
  id: 7,
  slug: 'rupa-fashion',
  name: 'Rupa Fashion',
  bn_name: 'রূপা ফ্যাশন',
  address: 'Mirpur 10, Dhaka',
  logo_url: null,
  banner_url: null,
  banner_medium_url: null,
  public_number: '01712345678',
  public: true,
  theme: 2,
  meta_title: null,
  meta_description: null,
  facebook: null,
  twitter: null,
  instagram: null,
  youtube: null,
  tiktok: null,
  custom_domain: null,
  user: { name: 'Rupa Akter', email: null, mobile_number: '01811000001' },
  online_shop_settings: {
    seo_data: null,
    gtm: null,
    pixel_id: null,
    pixel_test_event: null,
    default_chat_channel: null,
    whatsapp_chat: null,
    facebook_chat: null,
    max_line_quantity: 10,
  },
  featured_product: null,
  created_at: at,
  updated_at: at,
};

export const apkLead = {
  id: 1,
  shop_id: 7,
  app_name: 'Rupa Fashion',
  contact_mobile: '01811000001',
  note: null,
  status: 'building',
  download_url: null,
  created_at: at,
  updated_at: at,
};

export function order(status: string, overrides: Record<string, unknown> = {}) {
  return {
    id: 501,
    code: 'HT-7K3M9Q2X',
    shop_id: 7,
    customer_id: null,
    status,
    name: 'করিম মিয়া',
    mobile: '01711000001',
    email: null,
    address: 'House 4, Road 2, Dhanmondi',
    district: 'Dhaka',
    area: 'Dhanmondi',
    area_bn: 'ধানমন্ডি',
    note: null,
    delivery_package: { id: 1, name: 'ঢাকার ভিতরে', charge: 60 },
    subtotal: 2205,
    delivery_charge: 60,
    total: 2265,
    items: [
      {
        id: 1,
        product_id: 11,
        product_slug: 'jamdani-saree',
        name: 'Jamdani saree',
        bn_name: 'জামদানি শাড়ি',
        image_url: null,
        unit_price: 2205,
        quantity: 1,
        line_total: 2205,
      },
    ],
    history: [{ status: 'pending', note: null, restocked: false, created_at: at }],
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function paginator<T>(items: T[], page = 1, lastPage = 1) {
  return { data: items, current_page: page, per_page: 20, total: items.length, last_page: lastPage };
}

export const dashboard = {
  orders_by_status: { pending: 2, accepted: 1, completed: 5, returned: 1 },
  return_rate: 1 / 6,
  orders_today: 3,
  sales_today: 1250,
  sales_last_7_days: 8400,
  sales_by_day: [
    { date: '2026-11-19', total: 3000, orders: 2 },
    { date: '2026-11-20', total: 1250, orders: 3 },
  ],
  low_stock: [
    {
      product_id: 11,
      variant_id: 31,
      name: 'Jamdani saree',
      bn_name: 'জামদানি শাড়ি',
      options: [],
      sku: null,
      stock: 0,
    },
    {
      product_id: 12,
      variant_id: 42,
      name: 'Kurti',
      bn_name: 'কুর্তি',
      options: [
        { name: 'Size', bn_name: 'সাইজ', value: 'M', bn_value: null },
        { name: 'Colour', bn_name: 'রং', value: 'Red', bn_value: 'লাল' },
      ],
      sku: 'KU-M-RED',
      stock: 2,
    },
  ],
};

/** The admin of `shop` signed in, with the shop loaded, as the /admin/{slug} loader leaves it. */
export async function signInWithShop(overrides: Record<string, unknown> = {}) {
  const v = await import('valibot');
  const { shopSchema } = await import('@haat/domain/schemas');
  const { useAdminStore } = await import('../stores/admin-store.ts');
  const { queryClient } = await import('../lib/query-client.ts');
  const loaded = v.parse(shopSchema, { ...shop, ...overrides });
  useAdminStore.getState().signIn(owner, jwtFor(owner));
  queryClient.setQueryData(onlineShopKey, { shop: loaded, apk_lead: null });
  return loaded;
}

const onlineShopKey = keyFor(adminEndpoints.getOnlineShop);

/** The admin's shop as the app has it loaded (its query's state, the data with the shop and its app request). */
export async function loadedShop() {
  const { queryClient } = await import('../lib/query-client.ts');
  return queryClient.getQueryState(onlineShopKey);
}

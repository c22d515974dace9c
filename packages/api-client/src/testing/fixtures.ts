// Representative answers of the API (docs/product/http-contract.md, packages/domain/src/schemas), as the server sends them.
const at = '2026-11-20T08:30:00.000Z';

export const category = { id: 3, slug: 'saree', name: 'Saree', bn_name: 'শাড়ি', icon: '👗', product_count: 12 };

export const product = {
  id: 11,
  slug: 'jamdani-saree',
  name: 'Jamdani saree',
  bn_name: 'জামদানি শাড়ি',
  image_url: null,
  thumbnail_url: null,
  selling_price: 2450.5,
  discount: 10,
  discount_type: 'PERCENT',
  stock: 4,
  category_id: 3,
};

/** The photo's sizes a product page and the featured product carry (decision 128). */
const pictureSizes = { image_width: 1600, image_medium_url: '/images/p/11-w1600-960.webp' };

export const productDetail = {
  ...product,
  ...pictureSizes,
  description: 'হাতে বোনা',
  images: [
    {
      id: 1,
      url: '/images/p/11-w1600.webp',
      thumbnail_url: '/images/p/11-w1600-card.webp',
      medium_url: '/images/p/11-w1600-960.webp',
      width: 1600,
    },
  ],
  category,
  rating_average: 4.5,
  rating_count: 2,
};

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
  custom_domain: { domain: 'rupa.example' },
  user: { name: 'Rupa Akter', email: null, mobile_number: '01712345678' },
  online_shop_settings: {
    seo_data: null,
    gtm: null,
    pixel_id: null,
    pixel_test_event: null,
    default_chat_channel: 'whatsapp',
    whatsapp_chat: '01712345678',
    facebook_chat: null,
    max_line_quantity: 10,
  },
  featured_product: { ...product, ...pictureSizes },
  created_at: at,
  updated_at: at,
};

export const apkLead = {
  id: 2,
  shop_id: 7,
  app_name: 'Rupa Fashion',
  contact_mobile: '01712345678',
  note: null,
  status: 'requested',
  download_url: null,
  created_at: at,
  updated_at: at,
};

export const domainRecord = {
  id: 1,
  domain: 'rupa.example',
  slug: 'rupa-fashion',
  shop_id: 7,
  verified: true,
  ssl_status: 'verified',
  created_at: at,
  updated_at: at,
};

export const deliveryPackage = { id: 1, name: 'Inside Dhaka', charge: 60 };

export const order = {
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
  delivery_package: deliveryPackage,
  subtotal: 4410.9,
  delivery_charge: 60,
  total: 4470.9,
  items: [
    {
      id: 1,
      product_id: 11,
      product_slug: 'jamdani-saree',
      variant_id: null,
      name: 'Jamdani saree',
      bn_name: 'জামদানি শাড়ি',
      options: [],
      sku: null,
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

export const customer = { id: 5, shop_id: 7, name: 'Karim', mobile: '01812345678', email: null, created_at: at };
export const customerSession = { token: 'customer-token', customer };

export const address = {
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
};

export function paginator<T>(items: T[]) {
  return { data: items, current_page: 1, per_page: 20, total: items.length, last_page: 1 };
}

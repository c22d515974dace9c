// Answers shaped as the API sends them (docs/product/http-contract.md, @haat/domain schemas).
import type { Customer, Product, ProductDetail, Shop } from '@haat/domain/schemas';

const at = '2026-11-20T08:30:00.000Z';

export function makeShop(overrides: Partial<Shop> = {}): Shop {
  return {
    id: 7,
    slug: 'rongdhonu',
    name: 'Rongdhonu Fashion',
    bn_name: 'রংধনু ফ্যাশন',
    address: 'Mirpur 10, Dhaka',
    logo_url: null,
    banner_url: null,
    banner_medium_url: null,
    public_number: '01712345678',
    public: true,
    theme: 1,
    meta_title: null,
    meta_description: null,
    facebook: 'https://facebook.com/rongdhonu',
    twitter: null,
    instagram: 'javascript:alert(1)',
    youtube: null,
    tiktok: null,
    custom_domain: null,
    user: { name: 'Rupa Akter', email: 'rupa@example.com', mobile_number: '01811000001' },
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
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 11,
    slug: 'jamdani-saree',
    name: 'Jamdani saree',
    bn_name: 'জামদানি শাড়ি',
    image_url: null,
    thumbnail_url: null,
    selling_price: 2500,
    discount: 10,
    discount_type: 'PERCENT',
    stock: 4,
    category_id: 3,
    ...overrides,
  };
}

/** A product page's answer: `makeProduct` with a description, no other pictures, no category and no reviews. */
export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...makeProduct(),
    image_width: null,
    image_medium_url: null,
    description: '',
    images: [],
    category: null,
    options: [],
    variants: [],
    rating_average: 0,
    rating_count: 0,
    ...overrides,
  };
}

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return { id: 5, shop_id: 7, name: 'Karim', mobile: '01711000001', email: null, created_at: at, ...overrides };
}

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  domainBodySchema,
  featuredProductBodySchema,
  ownerLoginBodySchema,
  ownerRegisterBodySchema,
  shopSettingsBodySchema,
  themeBodySchema,
} from './admin.ts';
import { apkLeadBodySchema } from './apk-lead.ts';
import { categoryBodySchema } from './category.ts';
import {
  addressBodySchema,
  changePasswordBodySchema,
  customerLoginBodySchema,
  customerRegisterBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  updateMeBodySchema,
  wishlistSyncBodySchema,
} from './customer.ts';
import { deliveryPackageBodySchema } from './delivery.ts';
import { flattenIssues } from './issues.ts';
import { POW_PAYLOAD_MAX_LENGTH } from './proof-of-work.ts';
import { messageBodySchema } from './message.ts';
import { orderStatusBodySchema, placeOrderBodySchema } from './order.ts';
import { productBodySchema } from './product.ts';
import { reviewBodySchema } from './review.ts';

/** The 422 `errors` a body would get (empty when it is valid). */
function errorsOf(schema: v.GenericSchema, body: unknown) {
  return flattenIssues(v.safeParse(schema, body).issues ?? []);
}

const order = {
  shop_id: 7,
  items: [
    { product_id: 11, quantity: 2 },
    { product_id: 12, quantity: 1 },
  ],
  name: '  করিম  ',
  mobile: '+880 1812-345678',
  address: 'House 4, Road 2, Dhanmondi',
  delivery_package_id: 1,
};

describe('placeOrderBodySchema', () => {
  it('accepts a checkout and normalises it', () => {
    expect(v.parse(placeOrderBodySchema, { ...order, email: '', note: '  ' })).toEqual({
      shop_id: 7,
      items: order.items,
      name: 'করিম',
      mobile: '01812345678',
      email: undefined,
      address: 'House 4, Road 2, Dhanmondi',
      district: undefined,
      delivery_package_id: 1,
      note: undefined,
    });
  });

  it('reports every bad field at its path with its message id', () => {
    expect(
      errorsOf(placeOrderBodySchema, {
        shop_id: '7',
        items: [
          { product_id: 11, quantity: 0 },
          { product_id: 12.5, quantity: 100 },
        ],
        mobile: '12345',
        email: 'not-an-email',
        address: 'abc',
        delivery_package_id: null,
        note: 'x'.repeat(501),
      }),
    ).toEqual({
      shop_id: ['validation.invalid_number'],
      'items.0.quantity': ['validation.quantity_min'],
      'items.1.product_id': ['validation.invalid_number'],
      'items.1.quantity': ['validation.max_value'],
      name: ['validation.name_required'],
      mobile: ['validation.mobile_digits'],
      email: ['validation.email_invalid'],
      address: ['validation.min_length'],
      delivery_package_id: ['validation.required'],
      note: ['validation.max_length'],
    });
  });

  it('needs 1 to 50 distinct lines', () => {
    expect(errorsOf(placeOrderBodySchema, { ...order, items: [] })).toEqual({ items: ['validation.required'] });
    const many = Array.from({ length: 51 }, (_, index) => ({ product_id: index + 1, quantity: 1 }));
    expect(errorsOf(placeOrderBodySchema, { ...order, items: many })).toEqual({ items: ['validation.max_length'] });
    const twice = [order.items[0], order.items[0]];
    expect(errorsOf(placeOrderBodySchema, { ...order, items: twice })).toEqual({
      items: ['validation.invalid_format'],
    });
    expect(errorsOf(placeOrderBodySchema, { ...order, items: 'all' })).toEqual({
      items: ['validation.invalid_format'],
    });
  });

  it('ignores fields it does not know, such as a price the client made up', () => {
    const parsed = v.parse(placeOrderBodySchema, {
      ...order,
      total: 1,
      items: [{ product_id: 11, quantity: 1, price: 0 }],
    });
    expect(parsed).not.toHaveProperty('total');
    expect(parsed.items[0]).toEqual({ product_id: 11, quantity: 1 });
  });

  it('a body that is not an object is a root error', () => {
    expect(errorsOf(placeOrderBodySchema, 'order')).toEqual({ _root: ['validation.invalid_format'] });
    expect(errorsOf(placeOrderBodySchema, undefined)).toEqual({ _root: ['validation.required'] });
  });

  it('a __proto__ key in a body is dropped and pollutes nothing', () => {
    const body = JSON.parse(`{"__proto__":{"shop_id":1,"isAdmin":true},${JSON.stringify(order).slice(1)}`) as unknown;
    const parsed = v.parse(placeOrderBodySchema, body);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(parsed).not.toHaveProperty('isAdmin');
    expect(parsed.shop_id).toBe(7);
    const onlyInherited = JSON.parse('{"__proto__":{"shop_id":1}}') as unknown;
    expect(errorsOf(placeOrderBodySchema, onlyInherited)).toMatchObject({ shop_id: ['validation.required'] });
  });
});

describe('customer bodies', () => {
  const register = {
    shop_id: 7,
    name: 'Karim',
    mobile: '01812345678',
    otp: '123456',
    password: 'secret12',
    password_confirmation: 'secret12',
  };

  it('register accepts matching passwords and reports a mismatch on the confirmation', () => {
    expect(v.parse(customerRegisterBodySchema, register)).toEqual({ ...register, email: undefined });
    expect(errorsOf(customerRegisterBodySchema, { ...register, password_confirmation: 'secret13' })).toEqual({
      password_confirmation: ['validation.passwords_mismatch'],
    });
    expect(
      errorsOf(customerRegisterBodySchema, { ...register, password: 'secret', password_confirmation: 'secret' }),
    ).toEqual({
      password: ['validation.password_letters_numbers'],
    });
    expect(errorsOf(customerRegisterBodySchema, { shop_id: 7 })).toEqual({
      name: ['validation.name_required'],
      mobile: ['validation.mobile_required'],
      otp: ['validation.otp_required'],
      password: ['validation.password_required'],
      password_confirmation: ['validation.required'],
    });
  });

  it('login only checks that a password was entered (older passwords may break today’s rules)', () => {
    expect(v.parse(customerLoginBodySchema, { shop_id: 7, mobile: '01812345678', password: 'abc' }).password).toBe(
      'abc',
    );
    expect(errorsOf(customerLoginBodySchema, { shop_id: 7, mobile: '01812345678', password: '' })).toEqual({
      password: ['validation.password_required'],
    });
    expect(errorsOf(ownerLoginBodySchema, { mobile: 1812345678, password: 'x' })).toEqual({
      mobile: ['validation.mobile_required'],
    });
  });

  it('forgot and reset password', () => {
    expect(errorsOf(forgotPasswordBodySchema, { shop_id: 7, altcha: 'solved' })).toEqual({
      mobile: ['validation.mobile_required'],
    });
    // The proof of work before a code SMS (decision 192): missing, empty or oversized is one message.
    for (const altcha of [undefined, '', 'x'.repeat(POW_PAYLOAD_MAX_LENGTH + 1)]) {
      expect(errorsOf(forgotPasswordBodySchema, { shop_id: 7, mobile: '01812345678', altcha })).toEqual({
        altcha: ['validation.pow_failed'],
      });
    }
    const reset = {
      shop_id: 7,
      mobile: '01812345678',
      otp: '১২৩ ৪৫৬',
      password: 'newpass1',
      password_confirmation: 'newpass1',
    };
    expect(v.parse(resetPasswordBodySchema, reset).otp).toBe('123456');
    expect(errorsOf(resetPasswordBodySchema, { ...reset, otp: '' })).toEqual({ otp: ['validation.otp_required'] });
  });

  it('profile and password change', () => {
    expect(v.parse(updateMeBodySchema, { name: 'Karim', email: 'k@example.com' })).toEqual({
      name: 'Karim',
      email: 'k@example.com',
    });
    expect(
      errorsOf(changePasswordBodySchema, { current_password: 'old', password: 'newpass1', password_confirmation: 'x' }),
    ).toEqual({ password_confirmation: ['validation.passwords_mismatch'] });
  });

  it('address: trims, defaults is_default, and checks types', () => {
    expect(
      v.parse(addressBodySchema, { name: 'Karim', mobile: '01812345678', address: '  House 4, Road 2  ', label: '' }),
    ).toEqual({
      label: undefined,
      name: 'Karim',
      mobile: '01812345678',
      address: 'House 4, Road 2',
      district: undefined,
      is_default: false,
    });
    expect(
      errorsOf(addressBodySchema, { name: 'Karim', mobile: '01812345678', address: 'House 4', is_default: 'yes' }),
    ).toEqual({ is_default: ['validation.invalid_format'] });
  });

  it('wish list sync takes at most 200 ids', () => {
    expect(v.parse(wishlistSyncBodySchema, { product_ids: [1, 2] })).toEqual({ product_ids: [1, 2] });
    const tooMany = Array.from({ length: 201 }, (_, index) => index + 1);
    expect(errorsOf(wishlistSyncBodySchema, { product_ids: tooMany })).toEqual({
      product_ids: ['validation.max_length'],
    });
    expect(errorsOf(wishlistSyncBodySchema, { product_ids: [1, 'two'] })).toEqual({
      'product_ids.1': ['validation.invalid_number'],
    });
    expect(errorsOf(wishlistSyncBodySchema, {})).toEqual({ product_ids: ['validation.required'] });
  });
});

describe('review and message bodies', () => {
  it('rating is an integer from 1 to 5; the comment is optional and at most 1000 characters', () => {
    expect(v.parse(reviewBodySchema, { product_id: 11, rating: 4 })).toEqual({
      product_id: 11,
      rating: 4,
      comment: '',
    });
    expect(errorsOf(reviewBodySchema, { product_id: 11, rating: 6, comment: 'ক'.repeat(1001) })).toEqual({
      rating: ['validation.rating_range'],
      comment: ['validation.max_length'],
    });
    expect(errorsOf(reviewBodySchema, { product_id: 11, rating: 4.5 })).toEqual({
      rating: ['validation.invalid_number'],
    });
  });

  it('a message is 1 to 2000 characters, counting Bengali letters as one', () => {
    expect(v.parse(messageBodySchema, { body: ' ক'.repeat(1000) }).body).toHaveLength(1999);
    expect(errorsOf(messageBodySchema, { body: '   ' })).toEqual({ body: ['validation.required'] });
    expect(errorsOf(messageBodySchema, { body: 'ক'.repeat(2001) })).toEqual({ body: ['validation.max_length'] });
  });
});

describe('admin bodies', () => {
  it('owner register checks the shop slug', () => {
    const body = {
      name: 'Rupa',
      mobile: '01712345678',
      otp: '123456',
      password: 'secret12',
      shop_name: 'Rupa Fashion',
      shop_slug: 'rupa-fashion',
    };
    expect(v.parse(ownerRegisterBodySchema, body)).toEqual(body);
    expect(errorsOf(ownerRegisterBodySchema, { ...body, otp: undefined })).toEqual({
      otp: ['validation.otp_required'],
    });
    expect(errorsOf(ownerRegisterBodySchema, { ...body, shop_slug: 'Rupa Fashion!' })).toEqual({
      shop_slug: ['validation.slug_invalid'],
    });
  });

  it('product: price above 0, percentage at most 100, fixed discount at most the price', () => {
    const product = { name: 'Saree', selling_price: 1000, discount: 10, discount_type: 'PERCENT', stock: 3 };
    expect(v.parse(productBodySchema, product)).toEqual({
      ...product,
      bn_name: undefined,
      category_id: null,
      description: '',
    });
    expect(errorsOf(productBodySchema, { ...product, discount: 101 })).toEqual({ discount: ['validation.max_value'] });
    expect(errorsOf(productBodySchema, { ...product, discount: 1001, discount_type: 'FIXED' })).toEqual({
      discount: ['validation.max_value'],
    });
    expect(
      errorsOf(productBodySchema, { ...product, selling_price: 0, stock: -1, discount_type: 'HALF', discount: 1.005 }),
    ).toEqual({
      selling_price: ['validation.min_value'],
      stock: ['validation.min_value'],
      discount_type: ['validation.invalid_format'],
      discount: ['validation.invalid_number'],
    });
    expect(errorsOf(productBodySchema, { ...product, selling_price: 10_000_001 })).toEqual({
      selling_price: ['validation.max_value'],
    });
  });

  it('category, delivery package, theme, domain, featured product, order status, apk lead', () => {
    expect(v.parse(categoryBodySchema, { name: 'Saree', icon: '👗' })).toEqual({
      name: 'Saree',
      bn_name: undefined,
      icon: '👗',
    });
    expect(errorsOf(deliveryPackageBodySchema, { name: 'Outside Dhaka', charge: 100_001 })).toEqual({
      charge: ['validation.max_value'],
    });
    expect(v.parse(deliveryPackageBodySchema, { name: 'Free', charge: 0 })).toEqual({
      name: 'Free',
      charge: 0,
      zone: null,
      places: [],
      weight_step: null,
    });
    // Districts and areas the owner names, instead of a zone (decision 244).
    expect(
      v.parse(deliveryPackageBodySchema, {
        name: 'Chattogram',
        charge: 80,
        places: [{ district: 'Chattogram' }, { district: 'Dhaka', area: ' Mirpur 10 ' }],
      }).places,
    ).toEqual([
      { district: 'Chattogram', area: null },
      { district: 'Dhaka', area: 'Mirpur 10' },
    ]);
    expect(
      errorsOf(deliveryPackageBodySchema, {
        name: 'Both',
        charge: 80,
        zone: 'outside_dhaka',
        places: [{ district: 'Chattogram' }],
      }),
    ).toEqual({ places: ['validation.invalid_format'] });
    expect(errorsOf(deliveryPackageBodySchema, { name: 'Blank', charge: 80, places: [{ district: ' ' }] })).toEqual({
      'places.0.district': ['validation.required'],
    });
    expect(v.parse(deliveryPackageBodySchema, { name: 'Sub', charge: 80, zone: 'dhaka_suburbs' })).toMatchObject({
      zone: 'dhaka_suburbs',
    });
    expect(errorsOf(deliveryPackageBodySchema, { name: 'Moon', charge: 80, zone: 'moon' })).toEqual({
      zone: ['validation.invalid_format'],
    });
    expect(errorsOf(deliveryPackageBodySchema, {})).toEqual({
      name: ['validation.required'],
      charge: ['validation.required'],
    });
    expect(errorsOf(themeBodySchema, { theme: 4 })).toEqual({ theme: ['validation.invalid_format'] });
    expect(v.parse(domainBodySchema, { domain: ' Rupa.Example. ' })).toEqual({ domain: 'rupa.example' });
    expect(v.parse(featuredProductBodySchema, { product_id: null })).toEqual({ product_id: null });
    expect(errorsOf(featuredProductBodySchema, {})).toEqual({ product_id: ['validation.required'] });
    expect(v.parse(orderStatusBodySchema, { status: 'shipped' })).toEqual({ status: 'shipped' });
    expect(errorsOf(orderStatusBodySchema, { status: 'lost' })).toEqual({ status: ['validation.invalid_format'] });
    expect(v.parse(orderStatusBodySchema, { status: 'returned', restock: true })).toEqual({
      status: 'returned',
      restock: true,
    });
    expect(v.parse(orderStatusBodySchema, { status: 'returned' })).toEqual({ status: 'returned' });
    expect(errorsOf(orderStatusBodySchema, { status: 'returned', restock: 'yes' })).toEqual({
      restock: ['validation.invalid_format'],
    });
    expect(errorsOf(orderStatusBodySchema, { status: 'canceled', restock: false })).toEqual({
      restock: ['validation.invalid_format'],
    });
    expect(errorsOf(apkLeadBodySchema, { app_name: '', contact_mobile: '01712345678' })).toEqual({
      app_name: ['validation.required'],
    });
  });

  const settings = {
    name: 'Rupa Fashion',
    address: 'Mirpur 10',
    public_number: '02-9123456',
    facebook: 'https://facebook.com/rupa',
    twitter: '',
    meta_title: 'Rupa',
    public: true,
    online_shop_settings: {
      gtm: 'gtm-abc1234',
      pixel_id: '',
      default_chat_channel: 'messenger',
      facebook_chat: 'https://www.facebook.com/rupafashion',
    },
  };

  it('shop settings: blank or missing optional fields are stored as null', () => {
    expect(v.parse(shopSettingsBodySchema, settings)).toEqual({
      name: 'Rupa Fashion',
      bn_name: null,
      address: 'Mirpur 10',
      public_number: '02-9123456',
      facebook: 'https://facebook.com/rupa',
      twitter: null,
      instagram: null,
      youtube: null,
      tiktok: null,
      meta_title: 'Rupa',
      meta_description: null,
      public: true,
      online_shop_settings: {
        seo_data: null,
        gtm: 'GTM-ABC1234',
        pixel_id: null,
        pixel_test_event: null,
        default_chat_channel: 'messenger',
        whatsapp_chat: null,
        facebook_chat: 'rupafashion',
        max_line_quantity: 10,
      },
    });
  });

  it('shop settings: bad links and ids, and a chat channel without its contact', () => {
    expect(
      errorsOf(shopSettingsBodySchema, {
        ...settings,
        public_number: 'call me',
        instagram: 'javascript:alert(1)',
        public: 'yes',
        online_shop_settings: { gtm: '<script>', pixel_id: 'abc', default_chat_channel: 'whatsapp' },
      }),
    ).toEqual({
      public_number: ['validation.phone'],
      instagram: ['validation.url'],
      public: ['validation.invalid_format'],
      'online_shop_settings.gtm': ['validation.gtm_invalid'],
      'online_shop_settings.pixel_id': ['validation.pixel_invalid'],
      'online_shop_settings.whatsapp_chat': ['validation.required'],
    });
    expect(
      errorsOf(shopSettingsBodySchema, { ...settings, online_shop_settings: { default_chat_channel: 'whatsapp' } }),
    ).toEqual({ 'online_shop_settings.whatsapp_chat': ['validation.required'] });
    expect(
      errorsOf(shopSettingsBodySchema, {
        ...settings,
        online_shop_settings: { default_chat_channel: 'whatsapp', whatsapp_chat: 'call 01712345678' },
      }),
    ).toEqual({ 'online_shop_settings.whatsapp_chat': ['validation.phone'] });
    expect(v.parse(shopSettingsBodySchema, { ...settings, public_number: '০১৭১২-৩৪৫৬৭৮' }).public_number).toBe(
      '01712-345678',
    );
    expect(
      errorsOf(shopSettingsBodySchema, {
        ...settings,
        online_shop_settings: { default_chat_channel: 'facebook', facebook_chat: 'https://evil.example/x' },
      }),
    ).toEqual({ 'online_shop_settings.facebook_chat': ['validation.invalid_format'] });
  });
});

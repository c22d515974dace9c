import { solveProofOfWork } from '@haat/api-client/proof-of-work';
import type { PowChallenge } from '@haat/domain/schemas';
import type { APIRequestContext } from '@playwright/test';
import { API_URL } from './ports.ts';

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

export interface ShopData {
  id: number;
  slug: string;
  name: string;
  theme: number;
  public: boolean;
  banner_url: string | null;
  featured_product: { id: number } | null;
}

export interface ProductData {
  id: number;
  slug: string;
  name: string;
  bn_name: string | null;
  selling_price: number;
  stock: number;
}

export interface ShopVariantData {
  id: number;
  options: string[];
  stock: number;
  selling_price: number;
}

export interface OrderData {
  id: number;
  code: string;
  status: string;
  delivery_charge: number;
  discount?: number;
  total: number;
  mobile: string;
  history: { status: string }[];
}

export interface Owner {
  token: string;
  shop: ShopData;
  mobile: string;
  password: string;
}

/** The demo owners seeded by the API (see the storefront plan's demo data). */
export const demoOwners = {
  rongdhonu: { mobile: '01811000001', password: 'demo1234' },
  'shobji-bazar': { mobile: '01811000002', password: 'demo1234' },
} as const;

function uniqueDigits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

/** A mobile number no seeded account uses. */
export const freshMobile = () => `019${uniqueDigits(8)}`;
export const freshSlug = (prefix = 'e2e') => `${prefix}-${Date.now().toString(36)}-${uniqueDigits(3)}`;

/** Direct calls to the running API, for arranging data and checking what the admin saved. */
export class Api {
  constructor(private readonly request: APIRequestContext) {}

  private async call<T>(
    method: string,
    path: string,
    options: { token?: string; shopId?: number; json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const url = new URL(`${API_URL}${path}`);
    if (options.shopId !== undefined) url.searchParams.set('shop_id', String(options.shopId));
    const response = await this.request.fetch(url.toString(), {
      method,
      data: options.json,
      headers: {
        accept: 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
    if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return ((await response.json()) as Envelope<T>).data;
  }

  login(mobile: string, password: string) {
    return this.call<{ token: string; shops: ShopData[] }>('POST', '/api/admin/v3/auth/login', {
      json: { mobile, password },
    });
  }

  async demoOwner(slug: keyof typeof demoOwners): Promise<Owner> {
    const credentials = demoOwners[slug];
    const { token, shops } = await this.login(credentials.mobile, credentials.password);
    const shop = shops.find((candidate) => candidate.slug === slug);
    if (!shop) throw new Error(`demo owner ${credentials.mobile} has no shop ${slug}`);
    return { token, shop, ...credentials };
  }

  /** The one-time code the development SMS sender last sent to a number (`GET /api/dev/sms/last`). */
  async lastSmsCode(mobile: string): Promise<string> {
    const { code } = await this.call<{ code: string | null }>('GET', `/api/dev/sms/last?to=${mobile}`);
    if (!code) throw new Error(`the last SMS to ${mobile} has no code`);
    return code;
  }

  /** A new owner with a new, empty shop, signed up with the code sent to the number. */
  async newOwner(name = 'E2E Shop'): Promise<Owner> {
    const mobile = freshMobile();
    const password = 'test1234';
    // Each new owner signs up from an address of their own (through the proxy the API trusts), as owners do: one
    // address may open 10 accounts an hour, and the specs open more.
    const headers = { 'x-forwarded-for': `198.51.100.${Number(mobile.slice(-2)) + 1}` };
    // The code request carries a solved proof of work (decision 192), as the sign-up form's does.
    const altcha = await solveProofOfWork(await this.call<PowChallenge>('GET', '/api/admin/v3/auth/challenge'));
    await this.call('POST', '/api/admin/v3/auth/register/code', { json: { mobile, altcha }, headers });
    const otp = await this.lastSmsCode(mobile);
    const { token, shop } = await this.call<{ token: string; shop: ShopData }>('POST', '/api/admin/v3/auth/register', {
      json: { name: 'E2E Owner', mobile, otp, password, shop_name: name, shop_slug: freshSlug() },
      headers,
    });
    return { token, shop, mobile, password };
  }

  admin<T>(owner: Owner, method: string, path: string, json?: unknown) {
    return this.call<T>(method, `/api/admin/v3${path}`, { token: owner.token, shopId: owner.shop.id, json });
  }

  shop(slug: string) {
    return this.call<ShopData>('GET', `/api/shop/online-shop/${encodeURIComponent(slug)}`);
  }

  products(shopId: number) {
    return this.call<{ data: ProductData[] }>('GET', `/api/shop/products?shop_id=${shopId}&per_page=100`);
  }

  /** A product as the shop sells it: its enabled variants with their stock and price. */
  productDetail(shopId: number, slug: string) {
    return this.call<ProductData & { variants: ShopVariantData[] }>(
      'GET',
      `/api/shop/product/${encodeURIComponent(slug)}?shop_id=${shopId}`,
    );
  }

  deliveryPackages(shopId: number) {
    return this.call<{ id: number; name: string; charge: number }[]>(
      'GET',
      `/api/shop/delivery-packages?shop_id=${shopId}`,
    );
  }

  placeOrder(
    shopId: number,
    productId: number,
    deliveryPackageId: number,
    mobile = '01711000009',
    place: {
      address?: string;
      district?: string;
      area?: string;
      /** Lines of their own (a variant, a quantity) instead of one of the product. */
      items?: { product_id: number; variant_id?: number; quantity: number }[];
      /** A discount code the shopper typed. */
      discount_code?: string;
    } = {},
  ) {
    return this.call<OrderData>('POST', '/api/shop/orders', {
      json: {
        shop_id: shopId,
        items: [{ product_id: productId, quantity: 1 }],
        name: 'E2E Customer',
        mobile,
        address: 'House 1, Road 1, Dhanmondi',
        delivery_package_id: deliveryPackageId,
        ...place,
      },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
  }

  order(shopId: number, code: string, mobile: string) {
    return this.call<OrderData>(
      'GET',
      `/api/shop/orders/${encodeURIComponent(code)}?shop_id=${shopId}&mobile=${mobile}`,
    );
  }
}

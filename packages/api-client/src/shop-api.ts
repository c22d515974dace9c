import {
  categorySchema,
  deliveryPackageSchema,
  orderSchema,
  pageSchema,
  paginatorSchema,
  productDetailSchema,
  productSchema,
  reviewSchema,
  shopSchema,
  trackAnswerSchema,
  type Category,
  type DeliveryPackage,
  type Order,
  type Page,
  type PageSlug,
  type Paginator,
  type placeOrderBodySchema,
  type Product,
  type ProductDetail,
  type productListQuerySchema,
  type TrackAnswer,
  type trackCodeBodySchema,
  type trackVerifyBodySchema,
  type Review,
  type Shop,
} from '@haat/domain/schemas';
import * as v from 'valibot';
import { SEARCH_PER_PAGE } from './constants.ts';
import { path, type Http } from './http.ts';

export type PlaceOrderInput = v.InferInput<typeof placeOrderBodySchema>;
export type ProductListParams = v.InferInput<typeof productListQuerySchema>;
export type TrackCodeInput = v.InferInput<typeof trackCodeBodySchema>;
export type TrackVerifyInput = v.InferInput<typeof trackVerifyBodySchema>;

/** What shoppers call on the shop base (`/api/shop`). */
export interface ShopApi {
  /** GET /online-shop/{slug}: 404 when no shop has that slug. */
  getShop(slug: string): Promise<Shop>;
  /** GET /product/product_sub_categories?shop_id= */
  listCategories(shopId: number): Promise<Category[]>;
  /** GET /products/search/{query}?shop_id=&per_page=100. Never rejects: a failure is logged and gives []. */
  searchProducts(query: string, shopId: number): Promise<Product[]>;
  /** GET /products?shop_id=&category_id=&sort=&page=&per_page= */
  listProducts(params: ProductListParams): Promise<Paginator<Product>>;
  /** GET /product/{slug}?shop_id= */
  getProduct(slug: string, shopId: number): Promise<ProductDetail>;
  /** GET /product/{slug}/reviews?shop_id=&page= */
  listProductReviews(slug: string, shopId: number, page?: number): Promise<Paginator<Review>>;
  /** GET /pages/{page}?shop_id= */
  getPage(page: PageSlug, shopId: number): Promise<Page>;
  /** GET /delivery-packages?shop_id= */
  listDeliveryPackages(shopId: number): Promise<DeliveryPackage[]>;
  /** POST /orders with an Idempotency-Key: the same key again gives the same order. */
  placeOrder(body: PlaceOrderInput, idempotencyKey: string): Promise<Order>;
  /** GET /orders/track?shop_id=&query=: by order code that order, by mobile number its orders' summaries; 404 when none. */
  trackOrders(shopId: number, query: string): Promise<TrackAnswer>;
  /** POST /orders/track/code: a one-time code to the number (the same answer whether or not it has orders). */
  sendTrackCode(body: TrackCodeInput): Promise<void>;
  /** POST /orders/track/verify: the number's orders, proven by the code; 422 on `otp` when wrong. */
  verifyTrackCode(body: TrackVerifyInput): Promise<TrackAnswer>;
  /** GET /orders/{code}?shop_id=&mobile= (the mobile may be left out when the customer token is the owner's). */
  getOrder(code: string, shopId: number, mobile?: string): Promise<Order>;
}

export function createShopApi(http: Http): ShopApi {
  return {
    getShop: (slug) => http.request('get', path`/online-shop/${slug}`, shopSchema),

    listCategories: (shopId) =>
      http.request('get', '/product/product_sub_categories', v.array(categorySchema), {
        searchParams: { shop_id: shopId },
      }),

    async searchProducts(query, shopId) {
      try {
        const page = await http.request('get', path`/products/search/${query}`, paginatorSchema(productSchema), {
          searchParams: { shop_id: shopId, per_page: SEARCH_PER_PAGE },
        });
        return page.data;
      } catch (error) {
        console.warn('Product search failed; showing no results.', error);
        return [];
      }
    },

    listProducts: (params) =>
      http.request('get', '/products', paginatorSchema(productSchema), { searchParams: { ...params } }),

    getProduct: (slug, shopId) =>
      http.request('get', path`/product/${slug}`, productDetailSchema, { searchParams: { shop_id: shopId } }),

    listProductReviews: (slug, shopId, page) =>
      http.request('get', path`/product/${slug}/reviews`, paginatorSchema(reviewSchema), {
        searchParams: { shop_id: shopId, page },
      }),

    getPage: (page, shopId) =>
      http.request('get', path`/pages/${page}`, pageSchema, { searchParams: { shop_id: shopId } }),

    listDeliveryPackages: (shopId) =>
      http.request('get', '/delivery-packages', v.array(deliveryPackageSchema), { searchParams: { shop_id: shopId } }),

    placeOrder: (body, idempotencyKey) =>
      http.request('post', '/orders', orderSchema, { json: body, headers: { 'Idempotency-Key': idempotencyKey } }),

    trackOrders: (shopId, query) =>
      http.request('get', '/orders/track', trackAnswerSchema, { searchParams: { shop_id: shopId, query } }),

    sendTrackCode: (body) => http.send('post', '/orders/track/code', { json: body }),

    verifyTrackCode: (body) => http.request('post', '/orders/track/verify', trackAnswerSchema, { json: body }),

    getOrder: (code, shopId, mobile) =>
      http.request('get', path`/orders/${code}`, orderSchema, { searchParams: { shop_id: shopId, mobile } }),
  };
}

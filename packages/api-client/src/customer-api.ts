import {
  addressSchema,
  customerSchema,
  customerSessionSchema,
  messageSchema,
  notificationSchema,
  orderSchema,
  paginatorSchema,
  productSchema,
  reviewSchema,
  type Address,
  type addressBodySchema,
  type changePasswordBodySchema,
  type Customer,
  type customerLoginBodySchema,
  type customerRegisterBodySchema,
  type CustomerSession,
  type forgotPasswordBodySchema,
  type registerCodeBodySchema,
  type Message,
  type Notification,
  type Order,
  type Paginator,
  type Product,
  type resetPasswordBodySchema,
  type Review,
  type reviewBodySchema,
  type updateMeBodySchema,
} from '@haat/domain/schemas';
import * as v from 'valibot';
import { path, type Http } from './http.ts';

export type CustomerRegisterInput = v.InferInput<typeof customerRegisterBodySchema>;
export type CustomerLoginInput = v.InferInput<typeof customerLoginBodySchema>;
export type ForgotPasswordInput = v.InferInput<typeof forgotPasswordBodySchema>;
export type RegisterCodeInput = v.InferInput<typeof registerCodeBodySchema>;
export type ResetPasswordInput = v.InferInput<typeof resetPasswordBodySchema>;
export type UpdateMeInput = v.InferInput<typeof updateMeBodySchema>;
export type ChangePasswordInput = v.InferInput<typeof changePasswordBodySchema>;
export type AddressInput = v.InferInput<typeof addressBodySchema>;
export type ReviewInput = v.InferInput<typeof reviewBodySchema>;

/**
 * Customer accounts on the shop base. The routes under /customer need the customer token,
 * which the shop client sends whenever its getter gives one.
 */
export interface CustomerApi {
  /** POST /auth/register/code: the code that proves the mobile; 409 when it already has an account. */
  sendRegisterCode(body: RegisterCodeInput): Promise<void>;
  /** POST /auth/register with the code; 409 when the mobile already has an account in that shop. */
  register(body: CustomerRegisterInput): Promise<CustomerSession>;
  /** POST /auth/login; 401 "invalid login information" (this 401 does not end a session). */
  login(body: CustomerLoginInput): Promise<CustomerSession>;
  /** POST /auth/logout */
  logout(): Promise<void>;
  /** POST /auth/forgot-password: sends a one-time code by SMS. */
  forgotPassword(body: ForgotPasswordInput): Promise<void>;
  /** POST /auth/reset-password */
  resetPassword(body: ResetPasswordInput): Promise<CustomerSession>;
  /** GET /customer/me */
  getMe(): Promise<Customer>;
  /** PUT /customer/me */
  updateMe(body: UpdateMeInput): Promise<Customer>;
  /** PUT /customer/password */
  changePassword(body: ChangePasswordInput): Promise<void>;
  /** GET /customer/addresses */
  listAddresses(): Promise<Address[]>;
  /** POST /customer/addresses */
  createAddress(body: AddressInput): Promise<Address>;
  /** PUT /customer/addresses/{id} */
  updateAddress(id: number, body: AddressInput): Promise<Address>;
  /** DELETE /customer/addresses/{id} */
  deleteAddress(id: number): Promise<void>;
  /** GET /customer/orders?page= */
  listOrders(page?: number): Promise<Paginator<Order>>;
  /** GET /customer/wishlist */
  getWishlist(): Promise<Product[]>;
  /** PUT /customer/wishlist/{product_id}: the wish list after adding. */
  addToWishlist(productId: number): Promise<Product[]>;
  /** DELETE /customer/wishlist/{product_id}: the wish list after removing. */
  removeFromWishlist(productId: number): Promise<Product[]>;
  /** POST /customer/wishlist/sync: merges the device's wish list into the account's. */
  syncWishlist(productIds: number[]): Promise<Product[]>;
  /** GET /customer/reviews */
  listReviews(): Promise<Review[]>;
  /** POST /customer/reviews: only for a product the customer received. */
  createReview(body: ReviewInput): Promise<Review>;
  /** GET /customer/messages: the customer's thread with the shop. */
  listMessages(): Promise<Message[]>;
  /** POST /customer/messages: the message just sent. */
  sendMessage(body: string): Promise<Message>;
  /** GET /customer/notifications: status changes of the customer's orders. */
  listNotifications(): Promise<Notification[]>;
}

export function createCustomerApi(http: Http): CustomerApi {
  const anonymous = true;
  return {
    sendRegisterCode: (body) => http.send('post', '/auth/register/code', { json: body, anonymous }),
    register: (body) => http.request('post', '/auth/register', customerSessionSchema, { json: body, anonymous }),
    login: (body) => http.request('post', '/auth/login', customerSessionSchema, { json: body, anonymous }),
    logout: () => http.send('post', '/auth/logout'),
    forgotPassword: (body) => http.send('post', '/auth/forgot-password', { json: body, anonymous }),
    resetPassword: (body) =>
      http.request('post', '/auth/reset-password', customerSessionSchema, { json: body, anonymous }),

    getMe: () => http.request('get', '/customer/me', customerSchema),
    updateMe: (body) => http.request('put', '/customer/me', customerSchema, { json: body }),
    changePassword: (body) => http.send('put', '/customer/password', { json: body }),

    listAddresses: () => http.request('get', '/customer/addresses', v.array(addressSchema)),
    createAddress: (body) => http.request('post', '/customer/addresses', addressSchema, { json: body }),
    updateAddress: (id, body) => http.request('put', path`/customer/addresses/${id}`, addressSchema, { json: body }),
    deleteAddress: (id) => http.send('delete', path`/customer/addresses/${id}`),

    listOrders: (page) =>
      http.request('get', '/customer/orders', paginatorSchema(orderSchema), { searchParams: { page } }),

    getWishlist: () => http.request('get', '/customer/wishlist', v.array(productSchema)),
    addToWishlist: (productId) => http.request('put', path`/customer/wishlist/${productId}`, v.array(productSchema)),
    removeFromWishlist: (productId) =>
      http.request('delete', path`/customer/wishlist/${productId}`, v.array(productSchema)),
    syncWishlist: (productIds) =>
      http.request('post', '/customer/wishlist/sync', v.array(productSchema), { json: { product_ids: productIds } }),

    listReviews: () => http.request('get', '/customer/reviews', v.array(reviewSchema)),
    createReview: (body) => http.request('post', '/customer/reviews', reviewSchema, { json: body }),

    listMessages: () => http.request('get', '/customer/messages', v.array(messageSchema)),
    sendMessage: (body) => http.request('post', '/customer/messages', messageSchema, { json: { body } }),

    listNotifications: () => http.request('get', '/customer/notifications', v.array(notificationSchema)),
  };
}

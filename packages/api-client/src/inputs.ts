/**
 * Names for the request bodies and queries the apps' forms and hooks build, each read from its
 * endpoint in the table (@haat/api-contract); a call takes the same type through `CallArgs`.
 */
import type * as admin from '@haat/api-contract/admin';
import type * as customer from '@haat/api-contract/customer';
import type { BodyOf, QueryOf } from '@haat/api-contract/endpoint';
import type * as shop from '@haat/api-contract/shop';

// ---- shop base --------------------------------------------------------------------------------
export type ProductListParams = QueryOf<typeof shop.listProducts>;
export type PlaceOrderInput = BodyOf<typeof shop.placeOrder>;
export type TrackCodeInput = BodyOf<typeof shop.sendTrackCode>;
export type OrderCodeInput = BodyOf<typeof shop.sendOrderCode>;
export type TrackVerifyInput = BodyOf<typeof shop.verifyTrackCode>;
export type SendPaymentInput = BodyOf<typeof shop.sendPayment>;

// ---- customer accounts ------------------------------------------------------------------------
export type RegisterCodeInput = BodyOf<typeof customer.sendRegisterCode>;
export type CustomerRegisterInput = BodyOf<typeof customer.register>;
export type CustomerLoginInput = BodyOf<typeof customer.login>;
export type ForgotPasswordInput = BodyOf<typeof customer.forgotPassword>;
export type ResetPasswordInput = BodyOf<typeof customer.resetPassword>;
export type UpdateMeInput = BodyOf<typeof customer.updateMe>;
export type ChangePasswordInput = BodyOf<typeof customer.changePassword>;
export type AddressInput = BodyOf<typeof customer.createAddress>;
export type ReviewInput = BodyOf<typeof customer.createReview>;

// ---- admin v3 ---------------------------------------------------------------------------------
export type OwnerRegisterInput = BodyOf<typeof admin.register>;
export type OwnerLoginInput = BodyOf<typeof admin.login>;
export type OwnerCodeInput = BodyOf<typeof admin.sendSignUpCode>;
export type OwnerResetPasswordInput = BodyOf<typeof admin.resetPassword>;
export type OwnerPasswordInput = BodyOf<typeof admin.changePassword>;
export type ShopSettingsInput = BodyOf<typeof admin.updateOnlineShop>;
export type DeliveryPackageInput = BodyOf<typeof admin.createDeliveryPackage>;
export type CategoryInput = BodyOf<typeof admin.createCategory>;
export type ProductInput = BodyOf<typeof admin.createProduct>;
export type ApkLeadInput = BodyOf<typeof admin.requestApk>;
export type AdminProductListParams = QueryOf<typeof admin.listProducts>;
export type AdminOrderListParams = QueryOf<typeof admin.listOrders>;
export type PaymentSettingsInput = BodyOf<typeof admin.updatePaymentSettings>;
export type AdminPaymentListParams = QueryOf<typeof admin.listPayments>;

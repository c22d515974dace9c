export * from './constants.ts';
export { ApiError, isApiError, type ApiErrorInit, type ApiErrorKind } from './errors.ts';
export * from './shop-client.ts';
export * from './admin-client.ts';
export * from './domain-info.ts';
export type * from './shop-api.ts';
export type * from './customer-api.ts';
export type * from './admin-api.ts';

export * from './constants.ts';
export { ApiError, isApiError, type ApiErrorInit, type ApiErrorKind } from './errors.ts';
export type { Caller } from './call.ts';
export * from './shop-client.ts';
export * from './admin-client.ts';
export * from './domain-info.ts';
export type * from './inputs.ts';

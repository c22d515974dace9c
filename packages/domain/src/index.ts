export * from './money.ts';
export * from './messages.ts';
export * from './digits.ts';
export * from './phone.ts';
export * from './hosts.ts';
export * from './validators.ts';
export * from './fields.ts';
export * from './price.ts';
export * from './cart.ts';
export * from './order-totals.ts';
export * from './order-status.ts';
export * from './cod-risk.ts';
export * from './sms-segments.ts';
export * from './sms-templates.ts';
export * from './search.ts';
export * from './chat.ts';
export * from './schemas/index.ts';
// cart.ts and schemas/cart.ts both name CartItem; the generic one (defaulting to Product) is the same shape.
export type { CartItem } from './cart.ts';

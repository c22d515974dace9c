export * from './money.ts';
export * from './messages.ts';
export * from './digits.ts';
export * from './phone.ts';
export * from './hosts.ts';
export * from './validators.ts';
export * from './fields.ts';

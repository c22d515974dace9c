/** Shorthands for the demo catalogues' discounts. */
export const percentOff = (value: number) => ({ type: 'PERCENT', value }) as const;
export const takaOff = (value: number) => ({ type: 'FIXED', value }) as const;

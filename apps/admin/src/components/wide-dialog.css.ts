import { style } from '@vanilla-extract/css';

/** A dialog wide enough for a two-column form (doubled class: wins over the kit's width whatever the CSS order). */
export const wideDialog = style({
  selectors: { '&&': { width: 'min(48rem, calc(100vw - 2rem))' } },
});

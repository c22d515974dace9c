import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const block = recipe({
  base: { display: 'grid', margin: 0, fontVariantNumeric: 'tabular-nums' },
  variants: {
    layout: {
      /** Full width in a summary panel (the storefront's cart, checkout and order pages). */
      panel: { gap: vars.space.md },
      /** Narrow, at the end of the line, under a table of items (the admin's order view and invoice). */
      compact: { gap: vars.space.xs, maxWidth: '20rem', marginInlineStart: 'auto' },
    },
  },
  defaultVariants: { layout: 'panel' },
});

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const term = style({ margin: 0 });

export const amount = style({ margin: 0, textAlign: 'end' });

export const note = style({ color: vars.color.textMuted });

export const total = recipe({
  base: [row, { fontWeight: vars.fontWeight.bold }],
  variants: {
    layout: {
      panel: {
        paddingBlockStart: vars.space.md,
        borderBlockStart: `1px solid ${vars.color.border}`,
        fontSize: vars.fontSize.lg,
      },
      compact: {},
    },
  },
  defaultVariants: { layout: 'panel' },
});

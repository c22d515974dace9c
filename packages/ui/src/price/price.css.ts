import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const price = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.sm,
    rowGap: 0,
    lineHeight: vars.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const current = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const original = style({
  fontSize: '0.85em',
  color: vars.color.textMuted,
  textDecoration: 'line-through',
});

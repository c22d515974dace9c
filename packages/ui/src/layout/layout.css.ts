import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const gap = {
  none: { gap: 0 },
  xxs: { gap: vars.space.xxs },
  xs: { gap: vars.space.xs },
  sm: { gap: vars.space.sm },
  md: { gap: vars.space.md },
  lg: { gap: vars.space.lg },
  xl: { gap: vars.space.xl },
  xxl: { gap: vars.space.xxl },
};

const align = {
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
} as const;

const justify = {
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
} as const;

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: { gap, align, justify },
  defaultVariants: { gap: 'md', align: 'stretch', justify: 'start' },
});

export const cluster = recipe({
  base: { display: 'flex', flexWrap: 'wrap', minWidth: 0 },
  variants: {
    gap,
    align,
    justify,
    wrap: { true: {}, false: { flexWrap: 'nowrap' } },
  },
  defaultVariants: { gap: 'sm', align: 'center', justify: 'start', wrap: true },
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.lg,
    marginInline: 'auto',
    maxWidth: '34rem',
    padding: vars.space.xl,
    textAlign: 'center',
  },
  variants: {
    layout: {
      page: { minHeight: '60vh', paddingBlock: vars.space.xxxl },
      inline: {},
    },
  },
  defaultVariants: { layout: 'page' },
});

export const iconCircle = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: '4.5rem',
    height: '4.5rem',
    borderRadius: '50%',
  },
  variants: {
    variant: {
      'no-internet': { backgroundColor: vars.badge.blue.soft, color: vars.badge.blue.onSoft },
      'not-found': { backgroundColor: vars.color.primarySoft, color: vars.color.onPrimarySoft },
      'server-error': { backgroundColor: vars.badge.red.soft, color: vars.badge.red.onSoft },
      generic: { backgroundColor: vars.badge.yellow.soft, color: vars.badge.yellow.onSoft },
    },
  },
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const message = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});

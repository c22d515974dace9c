import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const list = style({ display: 'grid', gap: vars.space.xxs });

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': { backgroundColor: vars.color.primarySoft, color: vars.color.onPrimarySoft },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: '1.1rem',
  flexShrink: 0,
});

export const label = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const separator = style({
  height: '1px',
  margin: `${vars.space.sm} 0`,
  border: 0,
  backgroundColor: vars.color.border,
});

export const state = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  color: vars.color.textMuted,
});

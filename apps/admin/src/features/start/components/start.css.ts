import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'start center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});

export const card = style({
  width: '100%',
  maxWidth: '34rem',
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.primary,
  fontSize: vars.fontSize.xl,
});

export const intro = style({ color: vars.color.textMuted, marginBlockEnd: vars.space.lg });

export const form = style({ display: 'grid', gap: vars.space.md });

export const formError = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.badge.red.soft,
  color: vars.badge.red.onSoft,
});

export const shopList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const shopItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

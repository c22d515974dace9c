import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});

export const card = style({
  width: '100%',
  maxWidth: '32rem',
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.xxl,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const icon = style({ color: vars.color.danger });

export const title = style({ fontSize: vars.fontSize.xxl });

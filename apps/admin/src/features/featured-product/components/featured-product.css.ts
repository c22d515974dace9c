import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const current = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.xl,
});

export const image = style({
  width: '6rem',
  height: '6rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  flexShrink: 0,
});

export const info = style({ flex: 1, minWidth: '12rem', display: 'grid', gap: vars.space.xs });

export const search = style({ maxWidth: '28rem', marginBlockEnd: vars.space.md });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const thumb = style([image, { width: '3rem', height: '3rem' }]);

export const name = style({ flex: 1, minWidth: 0 });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, marginBlockEnd: vars.space.md });

export const choices = style({ marginBlockStart: vars.space.xxl });

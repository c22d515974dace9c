import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const item = style({
  display: 'grid',
  gridTemplateColumns: '72px 1fr',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const thumb = style({
  width: '72px',
  height: '72px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const itemText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: '1fr 1fr' });

export const wide = style({ gridColumn: '1 / -1' });

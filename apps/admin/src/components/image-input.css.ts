import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const preview = style({
  width: '100%',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
  padding: vars.space.md,
  textAlign: 'center',
});

export const wrapper = style({ display: 'grid', gap: vars.space.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

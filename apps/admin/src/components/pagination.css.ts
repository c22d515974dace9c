import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  marginBlockStart: vars.space.lg,
});

export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

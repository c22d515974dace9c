import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.badge.green.soft,
  color: vars.badge.green.onSoft,
});

export const warning = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.badge.red.soft,
  color: vars.badge.red.onSoft,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const contactList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const domainNote = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const languageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  border: '1px solid currentColor',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});

export const value = style({
  minWidth: '3rem',
  textAlign: 'center',
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const button = style({ borderRadius: 0 });

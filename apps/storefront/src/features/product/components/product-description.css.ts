import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const description = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  whiteSpace: 'pre-line',
  lineHeight: vars.lineHeight.relaxed,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '48rem',
  marginInline: 'auto',
  width: '100%',
});

export const title = style({ fontSize: `clamp(${vars.fontSize.xl}, 3vw, ${vars.fontSize.display})` });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  lineHeight: vars.lineHeight.relaxed,
  whiteSpace: 'pre-line',
});

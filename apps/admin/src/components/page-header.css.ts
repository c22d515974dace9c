import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.xl,
});

export const title = style({ fontSize: vars.fontSize.xxl });

export const description = style({ color: vars.color.textMuted, marginBlockStart: vars.space.xs, maxWidth: '60ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

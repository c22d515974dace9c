import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: `clamp(${vars.fontSize.lg}, 2.5vw, ${vars.fontSize.xxl})` });

export const action = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    'screen and (min-width: 720px)': {
      gridTemplateColumns: '1fr auto auto',
      alignItems: 'center',
      gap: `${vars.space.xs} ${vars.space.lg}`,
    },
  },
});

export const who = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.sm}`, minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const amount = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

export const mono = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

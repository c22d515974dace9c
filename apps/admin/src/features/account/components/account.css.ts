import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const card = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem', marginBlockEnd: vars.space.lg });

export const form = style({ display: 'grid', gap: vars.space.md });

export const sessions = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const session = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** The device's words wrap; the badge or button beside them keeps its size (a phone's 390 px cut it before). */
export const device = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const badge = style({ flexShrink: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

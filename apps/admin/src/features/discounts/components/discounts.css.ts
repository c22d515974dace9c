import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '52rem',
});

/** One discount: its words on the left, its buttons on the right; on a phone they wrap under it. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const main = style({ flex: '1 1 14rem', minWidth: 0, display: 'grid', gap: vars.space.xs });

export const title = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const code = style({
  fontFamily: 'ui-monospace, monospace',
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stats = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const checks = style({ display: 'grid', gap: vars.space.sm });

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
});

export const targets = style({
  display: 'grid',
  gap: vars.space.xs,
  maxHeight: '14rem',
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

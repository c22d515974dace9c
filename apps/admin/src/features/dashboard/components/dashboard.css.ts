import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const stats = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  marginBlockEnd: vars.space.xl,
});

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const statValue = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const panels = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
});

export const panelTitle = style({ fontSize: vars.fontSize.lg, marginBlockEnd: vars.space.md });

export const statusList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const statusRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const count = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const bars = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const barRow = style({
  display: 'grid',
  gridTemplateColumns: '5.5rem 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const barTrack = style({
  height: '0.75rem',
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.pill,
});

export const barFill = style({
  height: '100%',
  backgroundColor: vars.color.primary,
  borderRadius: vars.radius.pill,
  minWidth: '2px',
});

export const stockList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const stockRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

export const stockName = style({ display: 'grid', minWidth: 0, color: 'inherit', overflowWrap: 'anywhere' });

export const stockVariant = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const link = style({ fontSize: vars.fontSize.sm });

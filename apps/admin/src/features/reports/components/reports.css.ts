import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const control = style({ flex: '1 1 9rem', maxWidth: '16rem' });

export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))',
  marginBlockEnd: vars.space.lg,
});

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const statValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const panels = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
});

export const panel = style({ minWidth: 0 });

export const panelHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
});

export const panelTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tableToggle = style({ marginBlockStart: vars.space.md });

export const summary = style({ cursor: 'pointer', color: vars.color.link, fontSize: vars.fontSize.sm });

export const tableWrap = style({ overflowX: 'auto', marginBlockStart: vars.space.sm });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const number = style({ textAlign: 'end', whiteSpace: 'nowrap' });

export const chartSpace = style({ minHeight: '12rem' });

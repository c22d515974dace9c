import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'end',
  marginBlockEnd: vars.space.lg,
});

export const tableWrap = style({
  overflowX: 'auto',
  // The containing block of the table's visually hidden texts, so they scroll with it instead of widening the page.
  position: 'relative',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const th = style({
  textAlign: 'start',
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const productCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: '14rem' });

export const thumb = style({
  width: '3rem',
  height: '3rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
  flexShrink: 0,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const rowActions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const wide = style({ gridColumn: '1 / -1' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const categoryList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const categoryRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const categoryIcon = style({ fontSize: vars.fontSize.xl, width: '2rem', textAlign: 'center' });

export const categoryName = style({ flex: 1, minWidth: 0 });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  // minmax(0, …): the list's table scrolls in its own box instead of widening the page past a phone's screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) 18rem', alignItems: 'start' },
  },
});

export const priceNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const panelTitle = style({ fontSize: vars.fontSize.lg, marginBlockEnd: vars.space.md });

export const panelAction = style({ marginBlockStart: vars.space.lg });

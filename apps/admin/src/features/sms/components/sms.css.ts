import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const sections = style({ display: 'grid', gap: vars.space.lg, maxWidth: '60rem' });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.heading });

export const section = style({ display: 'grid', gap: vars.space.md });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const switches = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

export const switchLabel = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });

export const editors = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))',
});

export const editor = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const counter = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const preview = style({
  margin: 0,
  padding: vars.space.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'flex-end' });

// position: the containing block of the table's visually hidden texts (they would widen a phone's page).
export const tableWrap = style({ overflowX: 'auto', position: 'relative' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const usage = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.semibold });

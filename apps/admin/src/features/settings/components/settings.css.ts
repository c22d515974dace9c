import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.xl });

export const form = style({ display: 'grid', gap: vars.space.xl });

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({ fontSize: vars.fontSize.lg });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const publishRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const readOnly = style({ display: 'grid', gap: vars.space.xxs });

export const imageRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const guidance = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
});

export const checkbox = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const copyRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minWidth: 0 });

/** A feed address: the row's width beside its button, on a 390 px phone too (the text scrolls inside the field). */
export const feedUrl = style({ flex: '1 1 auto', minWidth: 0, fontFamily: 'monospace', fontSize: vars.fontSize.sm });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

/** The 48-hour dispatch rule (Digital Commerce Guidelines 2021) when an advance can exceed 10 % of the price. */
export const warning = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.badge.yellow.soft,
  color: vars.badge.yellow.onSoft,
});

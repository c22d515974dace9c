import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const toolbar = style({ maxWidth: '28rem', marginBlockEnd: vars.space.lg });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const orderRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    'screen and (min-width: 720px)': { display: 'grid', gridTemplateColumns: '10rem 1fr auto auto auto' },
  },
});

export const code = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const total = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const details = style({ display: 'grid', gap: vars.space.lg });

export const section = style({ display: 'grid', gap: vars.space.xs });

export const sectionTitle = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const items = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const numberCell = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const historyItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

/** A checkbox with its label and a hint below, e.g. whether a return restocks. */
export const choice = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  cursor: 'pointer',
});

export const choiceText = style({ display: 'grid', gap: vars.space.xxs });

export const queueRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    'screen and (min-width: 960px)': { display: 'grid', gridTemplateColumns: 'auto 1fr auto auto auto' },
  },
});

export const queueWho = style({ display: 'grid', gap: vars.space.xs });

export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

/** The order's money (issue 30): advance, paid, COD, side by side and wrapping on a phone. */
export const paymentFigures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const attempts = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const attempt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const search = style({ flex: '1 1 16rem', maxWidth: '28rem' });

export const filter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '2.75rem',
  cursor: 'pointer',
});

export const tagLink = style({ textDecoration: 'none' });

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

export const who = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const mobile = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const counts = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const total = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const details = style({ display: 'grid', gap: vars.space.xl, maxWidth: '48rem' });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const orderRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const code = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.semibold });

export const message = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const fromShop = style({ marginInlineStart: vars.space.xl });

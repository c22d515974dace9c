import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';
import { panel, panelTitle } from '../../../lib/panels.css.ts';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) 24rem' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const card = style([panel, { gap: vars.space.lg }]);

export const cardTitle = panelTitle;

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.sm, fontWeight: vars.fontWeight.semibold });

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySoft },
    '&:has(input:focus-visible)': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const radio = style({
  width: '1.15rem',
  height: '1.15rem',
  margin: 0,
  accentColor: vars.color.primary,
  flexShrink: 0,
});

export const optionName = style({ flex: 1 });

export const optionPrice = style({ fontWeight: vars.fontWeight.semibold, textAlign: 'end' });

export const optionStep = style({
  display: 'block',
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const fieldError = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  marginBlockStart: vars.space.xs,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  // On phones the order and its total come first, so the total is read before placing the order.
  order: -1,
  '@media': { 'screen and (min-width: 900px)': { order: 0, position: 'sticky', top: vars.space.lg } },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const thumb = style({
  width: '3rem',
  height: '3rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.badge.red.soft,
  color: vars.badge.red.onSoft,
});

export const cod = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
  fontSize: vars.fontSize.sm,
});

/** What changed on a line since the cart was filled (price, stock), under its name. */
export const lineChange = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  color: vars.badge.red.onSoft,
  fontSize: vars.fontSize.sm,
});

/** The discount code: a link that opens it, then the field and its button on one row (decision 221). */
export const codeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const codeApplied = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.badge.green.soft,
  color: vars.badge.green.onSoft,
  fontSize: vars.fontSize.sm,
});

/** A line's saving, under its name. */
export const lineSaving = style({
  display: 'block',
  marginTop: vars.space.xs,
  color: vars.badge.green.onSoft,
  fontSize: vars.fontSize.sm,
});

export const appliedList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.badge.green.onSoft,
  fontSize: vars.fontSize.sm,
});

/** What the shop asks in advance (decision 231), under the totals. */
export const advance = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
});

export const advanceTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const advanceRows = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const refundTerms = style({
  whiteSpace: 'pre-line',
  fontSize: vars.fontSize.sm,
  marginBlockStart: vars.space.xs,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const amounts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const amount = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const amountNow = style([amount, { backgroundColor: vars.color.primarySoft, color: vars.color.onPrimarySoft }]);

export const figure = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });

/** The ways to pay: one row each (a wallet's number, or a gateway's button). */
export const methods = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const method = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const number = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  border: 0,
  margin: 0,
  padding: 0,
});

export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: '44px' });

export const note = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.badge.green.soft,
  color: vars.badge.green.onSoft,
});

export const terms = style({ whiteSpace: 'pre-line', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '44rem',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const name = style({ flex: 1, minWidth: 0, fontWeight: vars.fontWeight.semibold });

export const zone = style({
  display: 'block',
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const charge = style({ fontVariantNumeric: 'tabular-nums' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const places = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const placeList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const placeItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const placePicker = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.sm,
});

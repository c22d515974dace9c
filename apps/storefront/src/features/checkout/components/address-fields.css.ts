import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const search = style({ position: 'relative' });

export const results = style({
  listStyle: 'none',
  margin: 0,
  marginBlockStart: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  maxHeight: '18rem',
  overflowY: 'auto',
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
  },
});

export const resultPlace = style({ fontWeight: vars.fontWeight.medium });

export const resultWhere = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const nothing = style({ margin: 0, marginBlockStart: vars.space.xs, color: vars.color.textMuted });

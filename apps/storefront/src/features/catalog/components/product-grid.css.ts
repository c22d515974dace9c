import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

/** 2 columns on phones, 3 from 600px, 4 from 900px, 5 from 1200px (matches the card's image `sizes`). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg },
    'screen and (min-width: 900px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    'screen and (min-width: 1200px)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const cell = style({ minWidth: 0 });

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});

export const skeletonImage = style({ aspectRatio: '1 / 1', height: 'auto', borderRadius: 0 });

export const skeletonBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  gap: vars.space.sm,
  minHeight: '12rem',
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

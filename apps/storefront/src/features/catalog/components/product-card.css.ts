import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: '100%',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easeOut}, transform ${vars.motion.normal} ${vars.motion.easeOut}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
  },
  '@media': {
    '(hover: hover) and (prefers-reduced-motion: no-preference)': {
      selectors: { '&:hover': { transform: 'translateY(-2px)' } },
    },
  },
});

export const media = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '1 / 1',
  backgroundColor: vars.color.surfaceSunken,
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const imageFallback = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  fontSize: '2.5rem',
  color: vars.color.textMuted,
});

export const discountBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
});

export const stockBadge = style({
  position: 'absolute',
  insetBlockEnd: vars.space.sm,
  insetInlineStart: vars.space.sm,
});

export const wishButton = style({
  position: 'absolute',
  zIndex: 1,
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-wished="true"]': { color: vars.color.danger },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  padding: vars.space.md,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  // Two lines at most, so every card in a row keeps the same height.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: `calc(2 * ${vars.lineHeight.tight} * 1em)`,
});

export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // The whole card is clickable through the name's link; buttons sit above it.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
    '&:hover': { color: vars.color.primary },
  },
});

export const actions = style({
  position: 'relative',
  zIndex: 1,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.xs,
});

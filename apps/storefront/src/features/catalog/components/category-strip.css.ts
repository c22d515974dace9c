import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const strip = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} 0 ${vars.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'thin',
});

export const item = style({ flex: '0 0 auto', scrollSnapAlign: 'start' });

export const chip = style({
  // Holds the visually hidden texts: otherwise they escape the sideways scroller and widen the page.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  width: '6.5rem',
  height: '6.5rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySoft },
  },
});

export const icon = style({ fontSize: '1.75rem', lineHeight: 1 });

export const label = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontWeight: vars.fontWeight.medium,
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const skeletonChip = style({ width: '6.5rem', height: '6.5rem', borderRadius: vars.radius.lg });

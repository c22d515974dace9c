import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';
import { layers } from '@haat/ui/layers';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideDown = keyframes({
  from: { transform: 'translateY(-12px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: layers.dialog,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easeOut}`,
});

export const panel = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: layers.dialog,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '100dvh',
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${slideDown} ${vars.motion.normal} ${vars.motion.easeOut}`,
  '@media': {
    '(min-width: 768px)': {
      maxHeight: '85dvh',
      borderEndStartRadius: vars.radius.lg,
      borderEndEndRadius: vars.radius.lg,
    },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: vars.space.lg,
});

export const field = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.lg,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const body = style({
  overflowY: 'auto',
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `0 ${vars.space.lg} ${vars.space.xl}`,
});

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  margin: `${vars.space.sm} 0`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const chipTerm = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
});

export const chipRemove = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.danger } },
});

export const hint = style({ color: vars.color.textMuted, paddingBlock: vars.space.lg });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style({
  display: 'grid',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary, boxShadow: vars.shadow.sm } },
});

export const tileImage = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
});

export const tileName = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

export const outOfStock = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

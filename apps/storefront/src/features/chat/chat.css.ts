import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';
import { layers } from '@haat/ui/layers';
import { FLOATING_BUTTON_BOTTOM, media } from '../../lib/breakpoints.ts';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

const bottomOffset = {
  bottom: vars.space.lg,
  '@media': { [media.mobile]: { bottom: `calc(${FLOATING_BUTTON_BOTTOM}px + env(safe-area-inset-bottom))` } },
} as const;

export const launcher = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  zIndex: layers.sticky + 2,
  display: 'grid',
  placeItems: 'center',
  width: '3.25rem',
  height: '3.25rem',
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.lg,
  selectors: { '&:hover': { backgroundColor: vars.color.primaryHover } },
  ...bottomOffset,
});

/** docs/product/storefront.md "popup width 80 and max 90vw": 80 spacing units of 4px. */
export const popup = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  zIndex: layers.sticky + 3,
  display: 'flex',
  flexDirection: 'column',
  width: '320px',
  maxWidth: '90vw',
  maxHeight: 'min(32rem, 70dvh)',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  animation: `${rise} ${vars.motion.normal} ${vars.motion.easeOut}`,
  bottom: `calc(${vars.space.lg} + 4rem)`,
  '@media': { [media.mobile]: { bottom: `calc(${FLOATING_BUTTON_BOTTOM}px + 4rem + env(safe-area-inset-bottom))` } },
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const closeButton = style({ color: 'inherit' });

export const body = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, overflowY: 'auto' });

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: '8rem',
  maxHeight: '18rem',
  overflowY: 'auto',
});

export const bubble = style({
  maxWidth: '85%',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});

export const mine = style([
  bubble,
  { alignSelf: 'flex-end', backgroundColor: vars.color.primarySoft, color: vars.color.onPrimarySoft },
]);
export const theirs = style([bubble, { alignSelf: 'flex-start', backgroundColor: vars.color.surfaceSunken }]);

export const time = style({ display: 'block', fontSize: vars.fontSize.xs, opacity: 0.75 });

export const composer = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

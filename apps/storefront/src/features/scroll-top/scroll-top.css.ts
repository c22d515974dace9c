import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';
import { layers } from '@haat/ui/layers';
import { FLOATING_BUTTON_BOTTOM, media } from '../../lib/breakpoints.ts';

export const button = style({
  position: 'fixed',
  insetInlineStart: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: layers.sticky + 2,
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  '@media': { [media.mobile]: { bottom: `calc(${FLOATING_BUTTON_BOTTOM}px + env(safe-area-inset-bottom))` } },
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';
import { FLOATING_CLEARANCE, media } from '../../lib/breakpoints.ts';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: vars.color.background,
  // The end of the page scrolls clear of the bottom bar and the chat and scroll-to-top buttons above it.
  '@media': {
    [media.mobile]: { paddingBottom: `calc(${FLOATING_CLEARANCE}px + env(safe-area-inset-bottom))` },
  },
});

// What the browser scrolls into view (keyboard focus, `scrollIntoView`, find in page) stops above that band too.
globalStyle(`html:has(${frame})`, {
  '@media': {
    [media.mobile]: { scrollPaddingBottom: `calc(${FLOATING_CLEARANCE}px + env(safe-area-inset-bottom))` },
  },
});

export const main = style({
  flex: '1 0 auto',
  width: '100%',
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '-100px',
  zIndex: 2000,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const hiddenOnMobile = style({ '@media': { [media.mobile]: { display: 'none' } } });

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';
import { layers } from '@haat/ui/layers';
import { BOTTOM_BAR_HEIGHT, media } from '../../lib/breakpoints.ts';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: layers.sticky + 1,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  height: `calc(${BOTTOM_BAR_HEIGHT}px + env(safe-area-inset-bottom))`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.06)',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary },
    '&:active': { backgroundColor: vars.color.surfaceSunken },
  },
});

export const iconHolder = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  position: 'absolute',
  top: '-6px',
  insetInlineStart: '14px',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: '0.3rem',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: '0.7rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';
import { layers } from '@haat/ui/layers';
import { media } from '../../lib/breakpoints.ts';

const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: layers.sticky,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
});

export const header = styleVariants({
  // Theme 1 "bazaar": warm surface, a wide search field in the middle, soft shadow.
  1: [
    bar,
    { backgroundColor: vars.color.surface, boxShadow: vars.shadow.md, borderBottom: `3px solid ${vars.color.accent}` },
  ],
  // Theme 2 "bold": a contact strip over a full-colour bar.
  2: [bar, { backgroundColor: vars.color.primary, color: vars.color.onPrimary, boxShadow: vars.shadow.md }],
  // Theme 3 "minimal": one thin compact row.
  3: [bar, { backgroundColor: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` }],
});

export const rowHeight = styleVariants({
  1: { minHeight: '4.5rem', paddingBlock: vars.space.sm },
  2: { minHeight: '4.25rem', paddingBlock: vars.space.sm, '@media': { [media.mobile]: { gap: vars.space.sm } } },
  3: { minHeight: '3.25rem', paddingBlock: vars.space.xs },
});

export const topStrip = style({
  backgroundColor: vars.color.primaryHover,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
});

export const topStripInner = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '2.25rem',
});

export const callLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const stripAddress = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  opacity: 0.9,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: 'inherit',
  textDecoration: 'none',
  flexShrink: 1,
});

export const logo = style({
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const avatar = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
});

export const identityText = style({ display: 'grid', minWidth: 0 });

// On phones the icons (and theme 2's cart total) leave the name about 150 px: it wraps, up to two lines, rather
// than losing its end ("Rongdhonu …").
export const shopName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  '@media': {
    [media.mobile]: {
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: 2,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
  },
});

export const shopNameSize = styleVariants({
  1: { fontSize: vars.fontSize.xl, '@media': { [media.mobile]: { fontSize: vars.fontSize.lg } } },
  2: {
    fontSize: vars.fontSize.xl,
    letterSpacing: '-0.01em',
    '@media': { [media.mobile]: { fontSize: vars.fontSize.lg } },
  },
  3: { fontSize: vars.fontSize.lg },
});

export const shopAddress = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  opacity: 0.8,
});

export const spacer = style({ flex: '1 1 auto' });

/** A button that looks like a search field (themes 1 and 2 on wide screens). */
export const searchField = style({
  flex: '1 1 22rem',
  maxWidth: '32rem',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  textAlign: 'start',
  '@media': { [media.mobile]: { display: 'none' } },
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const searchFieldOnColour = style({
  backgroundColor: vars.color.surface,
  borderColor: 'transparent',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });

export const iconAction = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.controlMd,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: 'rgba(127, 127, 127, 0.14)' } },
});

export const onlyMobile = style({ '@media': { [media.desktop]: { display: 'none' } } });
export const onlyDesktop = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const actionLabel = style({
  fontSize: vars.fontSize.sm,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const badge = style({
  position: 'absolute',
  top: '2px',
  insetInlineEnd: '0',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: '0.3rem',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: '0.7rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

export const cartTotal = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:hover': { backgroundColor: vars.color.accentHover } },
  '@media': { [media.mobile]: { gap: vars.space.xs, paddingInline: vars.space.sm } },
});

export const cartTotalCount = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  paddingInline: '0.3rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.onAccent,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
});

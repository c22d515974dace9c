import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

// Styled only from the theme variables: inside a .theme-N element they take that theme's values.
export const frame = style({
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '0.75rem',
  lineHeight: vars.lineHeight.tight,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  padding: '0.6rem 0.75rem',
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const compactHeader = style([
  header,
  { padding: '0.35rem 0.6rem', backgroundColor: vars.color.primary, color: vars.color.onPrimary },
]);

export const logo = style({
  display: 'grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  flexShrink: 0,
});

export const compactLogo = style([
  logo,
  { width: '1.25rem', height: '1.25rem', backgroundColor: vars.color.onPrimary, color: vars.color.primary },
]);

/** The shop's own logo, in the box the initial would take; never stretched. */
export const logoImage = style({
  width: '1.75rem',
  height: '1.75rem',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  flexShrink: 0,
});

export const compactLogoImage = style([logoImage, { width: '1.25rem', height: '1.25rem' }]);

export const names = style({ display: 'grid', flex: 1, minWidth: 0 });

export const shopName = style({
  fontWeight: vars.fontWeight.heading,
  fontFamily: vars.font.heading,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const address = style({
  color: vars.color.textMuted,
  fontSize: '0.65rem',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const call = style({
  padding: '0.15rem 0.5rem',
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const cart = style({
  padding: '0.15rem 0.5rem',
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  whiteSpace: 'nowrap',
});

export const body = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '0.4rem', padding: '0.6rem' });

export const tile = style({
  height: '2.25rem',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
});

export const footer = style({
  display: 'grid',
  gap: '0.2rem',
  padding: '0.6rem 0.75rem',
  backgroundColor: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const darkFooter = style([footer, { backgroundColor: vars.color.primary, color: vars.color.onPrimary }]);

export const footerRow = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });

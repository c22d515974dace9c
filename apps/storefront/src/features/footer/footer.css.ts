import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';
import { media } from '../../lib/breakpoints.ts';

const base = style({ marginTop: vars.space.xxxl, fontSize: vars.fontSize.sm });

/** The colour of the play triangle cut out of the YouTube mark: the footer's own background. */
const brandCutout = '--brand-icon-cutout';

export const footer = styleVariants({
  // Theme 1: warm sunken band with an accent rule, four columns.
  1: [
    base,
    {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.text,
      borderTop: `4px solid ${vars.color.accent}`,
      vars: { [brandCutout]: vars.color.surfaceSunken },
    },
  ],
  // Theme 2: the brand colour, light text.
  2: [
    base,
    {
      backgroundColor: vars.color.onPrimarySoft,
      color: vars.color.onPrimary,
      vars: { [brandCutout]: vars.color.onPrimarySoft },
    },
  ],
  // Theme 3: minimal, centred, hairline rule.
  3: [
    base,
    {
      backgroundColor: vars.color.surface,
      color: vars.color.textMuted,
      borderTop: `1px solid ${vars.color.border}`,
      textAlign: 'center',
      vars: { [brandCutout]: vars.color.surface },
    },
  ],
});

export const hiddenOnMobile = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const inner = style({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
});

export const columns = styleVariants({
  1: {
    display: 'grid',
    gap: vars.space.xl,
    paddingBlock: vars.space.xxl,
    gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  },
  2: {
    display: 'grid',
    gap: vars.space.xl,
    paddingBlock: vars.space.xxxl,
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  },
  3: {
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space.lg,
    paddingBlock: vars.space.xl,
  },
});

export const brandName = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  marginBottom: vars.space.sm,
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({ display: 'grid', gap: vars.space.xs });

export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});

export const contactLine = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const iconRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const iconLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  color: 'inherit',
  selectors: { '&:hover': { backgroundColor: 'rgba(127, 127, 127, 0.16)' } },
});

export const qr = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
});

export const qrImage = style({
  width: '112px',
  height: '112px',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: '#FFFFFF',
  border: `1px solid ${vars.color.border}`,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  // Room for the floating chat and back-to-top buttons, so they never cover the last line.
  paddingBottom: `calc(${vars.space.lg} + 4rem)`,
  borderTop: '1px solid rgba(127, 127, 127, 0.25)',
});

export const bottomCentred = style({ justifyContent: 'center' });

globalStyle(`${footer[2]} a:focus-visible, ${footer[2]} button:focus-visible`, { outlineColor: vars.color.accent });

export const subHeading = style({ marginTop: vars.space.lg, fontSize: vars.fontSize.sm });

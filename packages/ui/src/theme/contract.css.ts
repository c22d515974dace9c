import { createThemeContract } from '@vanilla-extract/css';

const badgeTone = { solid: null, onSolid: null, soft: null, onSoft: null };

/**
 * The values every theme fills in. Components read only these variables, so themes 1–3 and the
 * admin theme swap by class name (docs/architecture.md). Apps style their own parts with `vars` too.
 */
export const vars = createThemeContract({
  color: {
    primary: null,
    primaryHover: null,
    onPrimary: null,
    primarySoft: null,
    onPrimarySoft: null,
    accent: null,
    accentHover: null,
    onAccent: null,
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    link: null,
    border: null,
    /** Borders of form controls: 3:1 against the surface (WCAG 1.4.11). */
    borderStrong: null,
    focusRing: null,
    overlay: null,
    success: null,
    onSuccess: null,
    warning: null,
    onWarning: null,
    danger: null,
    dangerHover: null,
    onDanger: null,
    info: null,
    onInfo: null,
    neutral: null,
    onNeutral: null,
    skeleton: null,
    skeletonShine: null,
  },
  badge: {
    red: badgeTone,
    blue: badgeTone,
    yellow: badgeTone,
    grey: badgeTone,
    green: badgeTone,
    orange: badgeTone,
  },
  font: {
    body: null,
    heading: null,
    mono: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    display: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    semibold: null,
    bold: null,
    heading: null,
  },
  lineHeight: {
    /** Headings and controls; still roomy enough for Bengali conjuncts and vowel signs. */
    tight: null,
    body: null,
    relaxed: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    control: null,
    pill: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
    drawer: null,
  },
  space: {
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  size: {
    controlSm: null,
    controlMd: null,
    controlLg: null,
    focusRingWidth: null,
  },
  motion: {
    fast: null,
    normal: null,
    /** The drawer slide (docs/product/rules.md#other-limits: 300 ms). */
    drawer: null,
    easeOut: null,
    easeInOut: null,
  },
});

export type ThemeVars = typeof vars;

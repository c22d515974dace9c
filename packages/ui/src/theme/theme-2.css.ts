import { baseBadges, baseTokens } from './base-tokens.ts';
import { defineTheme, type ThemeTokens } from './define-theme.ts';

/** Storefront theme 2, "bold": deep Bangladesh green with saffron, heavy type, pill controls. */
export const theme2Tokens: ThemeTokens = {
  ...baseTokens,
  color: {
    primary: '#006A4E',
    primaryHover: '#004D38',
    onPrimary: '#FFFFFF',
    primarySoft: '#E1F3EC',
    onPrimarySoft: '#00402F',
    accent: '#F4A300',
    accentHover: '#DB8F00',
    onAccent: '#2A1A00',
    background: '#F4FAF6',
    surface: '#FFFFFF',
    surfaceRaised: '#FFFFFF',
    surfaceSunken: '#E8F3EC',
    text: '#0B2318',
    textMuted: '#4B6357',
    link: '#006A4E',
    border: '#CFE3D7',
    borderStrong: '#6E8A7C',
    focusRing: '#C2410C',
    overlay: 'rgba(4, 30, 20, 0.6)',
    success: '#15803D',
    onSuccess: '#FFFFFF',
    warning: '#A14A07',
    onWarning: '#FFFFFF',
    danger: '#B91C1C',
    dangerHover: '#991B1B',
    onDanger: '#FFFFFF',
    info: '#1D4ED8',
    onInfo: '#FFFFFF',
    neutral: '#4B6357',
    onNeutral: '#FFFFFF',
    skeleton: '#DDEDE3',
    skeletonShine: '#F1F8F3',
  },
  badge: baseBadges,
  fontSize: { ...baseTokens.fontSize, xxl: '1.625rem', display: '2.25rem' },
  fontWeight: { regular: '400', medium: '600', semibold: '700', bold: '800', heading: '800' },
  radius: { sm: '8px', md: '14px', lg: '22px', control: '999px', pill: '999px' },
  shadow: {
    sm: '0 1px 3px rgba(0, 64, 47, 0.12)',
    md: '0 6px 18px rgba(0, 64, 47, 0.14)',
    lg: '0 18px 44px rgba(0, 64, 47, 0.2)',
    drawer: '0 0 44px rgba(0, 40, 28, 0.3)',
  },
};

defineTheme('theme-2', theme2Tokens);

import { baseBadges, baseTokens } from './base-tokens.ts';
import { defineTheme, type ThemeTokens } from './define-theme.ts';

/** Storefront theme 1, "bazaar": marigold and teal on warm cream, soft rounded corners. */
export const theme1Tokens: ThemeTokens = {
  ...baseTokens,
  color: {
    primary: '#0F766E',
    primaryHover: '#115E59',
    onPrimary: '#FFFFFF',
    primarySoft: '#E0F2EF',
    onPrimarySoft: '#0B4F4A',
    accent: '#F59E0B',
    accentHover: '#D97706',
    onAccent: '#3B2300',
    background: '#FFF8EC',
    surface: '#FFFFFF',
    surfaceRaised: '#FFFFFF',
    surfaceSunken: '#FBEFD9',
    text: '#2B1D0E',
    textMuted: '#6B5847',
    link: '#0F766E',
    border: '#EADBC4',
    borderStrong: '#8C7A66',
    focusRing: '#B45309',
    overlay: 'rgba(43, 29, 14, 0.55)',
    success: '#15803D',
    onSuccess: '#FFFFFF',
    warning: '#A14A07',
    onWarning: '#FFFFFF',
    danger: '#B91C1C',
    dangerHover: '#991B1B',
    onDanger: '#FFFFFF',
    info: '#1D4ED8',
    onInfo: '#FFFFFF',
    neutral: '#6B5847',
    onNeutral: '#FFFFFF',
    skeleton: '#F1E6D4',
    skeletonShine: '#FBF5EA',
  },
  badge: baseBadges,
  radius: { sm: '6px', md: '10px', lg: '16px', control: '10px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(43, 29, 14, 0.08)',
    md: '0 4px 14px rgba(43, 29, 14, 0.10)',
    lg: '0 14px 36px rgba(43, 29, 14, 0.16)',
    drawer: '0 0 40px rgba(43, 29, 14, 0.24)',
  },
};

defineTheme('theme-1', theme1Tokens);

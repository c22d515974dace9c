import { baseBadges, baseTokens } from './base-tokens.ts';
import { defineTheme, type ThemeTokens } from './define-theme.ts';

/** Theme 4, the owner's admin area (class `admin-theme`, docs/product/README.md): calm slate and blue, dense. */
export const adminThemeTokens: ThemeTokens = {
  ...baseTokens,
  color: {
    primary: '#1D4ED8',
    primaryHover: '#1E40AF',
    onPrimary: '#FFFFFF',
    primarySoft: '#E8EEFC',
    onPrimarySoft: '#1E3A8A',
    accent: '#0E7490',
    accentHover: '#155E75',
    onAccent: '#FFFFFF',
    background: '#F1F5F9',
    surface: '#FFFFFF',
    surfaceRaised: '#FFFFFF',
    surfaceSunken: '#F8FAFC',
    text: '#0F172A',
    textMuted: '#475569',
    link: '#1D4ED8',
    border: '#E2E8F0',
    borderStrong: '#64748B',
    focusRing: '#2563EB',
    overlay: 'rgba(15, 23, 42, 0.55)',
    success: '#15803D',
    onSuccess: '#FFFFFF',
    warning: '#A14A07',
    onWarning: '#FFFFFF',
    danger: '#B91C1C',
    dangerHover: '#991B1B',
    onDanger: '#FFFFFF',
    info: '#1D4ED8',
    onInfo: '#FFFFFF',
    neutral: '#475569',
    onNeutral: '#FFFFFF',
    skeleton: '#E2E8F0',
    skeletonShine: '#F1F5F9',
  },
  badge: baseBadges,
  radius: { sm: '4px', md: '8px', lg: '12px', control: '6px', pill: '999px' },
  size: { ...baseTokens.size, controlSm: '2rem', controlMd: '2.5rem', controlLg: '3rem' },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.14)',
    drawer: '0 0 32px rgba(15, 23, 42, 0.2)',
  },
};

defineTheme('admin-theme', adminThemeTokens);

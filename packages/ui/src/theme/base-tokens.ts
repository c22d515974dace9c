import type { ThemeTokens } from './define-theme.ts';

/** Self-hosted Noto Sans Bengali first (see ../fonts.css), then system fonts that carry Bengali. */
export const bengaliFontStack =
  "'Noto Sans Bengali Variable', 'Noto Sans Bengali', 'Hind Siliguri', 'Nirmala UI', 'Vrinda', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** docs/product/rules.md#order-lifecycle badge colours; each theme may retune them but keeps the meaning. */
export const baseBadges: ThemeTokens['badge'] = {
  red: { solid: '#C62828', onSolid: '#FFFFFF', soft: '#FDECEC', onSoft: '#9B1C1C' },
  blue: { solid: '#1565C0', onSolid: '#FFFFFF', soft: '#E6F0FB', onSoft: '#0D4A8F' },
  yellow: { solid: '#FBC02D', onSolid: '#3E2A00', soft: '#FFF4CC', onSoft: '#6B4A00' },
  grey: { solid: '#616161', onSolid: '#FFFFFF', soft: '#EEEEEE', onSoft: '#424242' },
  green: { solid: '#2E7D32', onSolid: '#FFFFFF', soft: '#E5F4E7', onSoft: '#1B5E20' },
  // returned: amber-orange, so it never reads as canceled's pale red.
  orange: { solid: '#C43E00', onSolid: '#FFFFFF', soft: '#FFE0B2', onSoft: '#8A3B00' },
};

/** Layout tokens shared by the storefront themes; a theme overrides what makes it distinct. */
export const baseTokens = {
  font: {
    body: bengaliFontStack,
    heading: bengaliFontStack,
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    display: '2rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700', heading: '650' },
  // Bengali stacks vowel signs above and below the letters: keep lines well apart.
  lineHeight: { tight: '1.4', body: '1.7', relaxed: '1.9' },
  radius: { sm: '4px', md: '8px', lg: '12px', control: '8px', pill: '999px' },
  space: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  // 44px default controls meet touch-target guidance on phones.
  size: { controlSm: '2rem', controlMd: '2.75rem', controlLg: '3.25rem', focusRingWidth: '3px' },
  motion: {
    fast: '120ms',
    normal: '200ms',
    drawer: '300ms',
    easeOut: 'cubic-bezier(0.22, 1, 0.36, 1)',
    easeInOut: 'cubic-bezier(0.65, 0, 0.35, 1)',
  },
} satisfies Omit<ThemeTokens, 'color' | 'badge' | 'shadow'>;

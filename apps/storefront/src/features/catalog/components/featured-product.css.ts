import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const featured = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': {
    'screen and (min-width: 700px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
  },
});

export const media = style({
  aspectRatio: '4 / 3',
  backgroundColor: vars.color.surfaceSunken,
  '@media': { 'screen and (min-width: 700px)': { aspectRatio: 'auto', minHeight: '18rem' } },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `clamp(${vars.space.lg}, 4vw, ${vars.space.xxl})`,
});

export const eyebrow = style({
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
});

export const title = style({ fontSize: `clamp(${vars.fontSize.xl}, 3vw, ${vars.fontSize.display})` });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const fallback = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  minHeight: '12rem',
  color: vars.color.textMuted,
});

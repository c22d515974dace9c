import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

/** The banner keeps docs/product/rules.md#other-limits's 1920x560 ratio at every width, so nothing below it moves when it loads. */
export const banner = style({
  position: 'relative',
  aspectRatio: '1920 / 560',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xs,
  height: '100%',
  paddingInline: `clamp(${vars.space.lg}, 5vw, ${vars.space.xxxl})`,
  backgroundImage: `linear-gradient(120deg, ${vars.color.primary} 0%, ${vars.color.primaryHover} 55%, ${vars.color.accent} 140%)`,
  color: vars.color.onPrimary,
});

export const fallbackTitle = style({
  fontSize: `clamp(${vars.fontSize.lg}, 4vw, ${vars.fontSize.display})`,
  fontWeight: vars.fontWeight.bold,
});

export const fallbackText = style({
  fontSize: `clamp(${vars.fontSize.xs}, 2vw, ${vars.fontSize.md})`,
  opacity: 0.9,
});

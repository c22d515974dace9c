import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const page = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  background: `radial-gradient(circle at 85% 15%, ${vars.color.accent} 0, transparent 38%), linear-gradient(135deg, ${vars.color.primary}, ${vars.color.onPrimarySoft})`,
  color: vars.color.onPrimary,
});

export const heroInner = style({ display: 'grid', gap: vars.space.xl, maxWidth: '960px', marginInline: 'auto' });

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const brandMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
});

export const title = style({
  maxWidth: '18ch',
  fontSize: 'clamp(2rem, 6vw, 3.25rem)',
  lineHeight: 1.25,
});

export const lead = style({ maxWidth: '46ch', fontSize: vars.fontSize.lg, opacity: 0.95 });

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const ctaOnColour = style({
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  selectors: { '&:hover': { backgroundColor: vars.color.accentHover } },
});

export const section = style({
  width: '100%',
  maxWidth: '960px',
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});

export const finder = style({
  display: 'grid',
  gap: vars.space.lg,
  marginTop: `calc(-1 * ${vars.space.xxxl})`,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  position: 'relative',
});

export const finderTitle = style({ fontSize: vars.fontSize.xl });

export const finderForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-start' });

/** Lines the button up with the input, below the field's label. */
export const finderButton = style({
  marginTop: `calc(${vars.fontSize.sm} * ${vars.lineHeight.tight} + ${vars.space.xs})`,
  minHeight: vars.size.controlMd,
});

export const finderField = style({ flex: '1 1 16rem' });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const preview = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  minHeight: '4.5rem',
});

export const previewLogo = style({
  flexShrink: 0,
  width: '48px',
  height: '48px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

export const previewInitial = style([
  previewLogo,
  {
    display: 'grid',
    placeItems: 'center',
    backgroundColor: vars.color.accent,
    color: vars.color.onAccent,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.xl,
  },
]);

export const previewText = style({ display: 'grid', flex: 1, minWidth: 0 });

export const previewName = style({ fontWeight: vars.fontWeight.semibold });

export const features = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const feature = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const featureIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
});

export const featureTitle = style({ fontSize: vars.fontSize.lg });

export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

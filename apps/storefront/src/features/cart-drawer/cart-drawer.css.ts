import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const list = style({ display: 'grid', gap: vars.space.md });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const thumb = style({
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const lineBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const lineTop = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });

export const name = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const lineBottom = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  overflow: 'hidden',
});

export const stepButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken },
    '&:disabled': { color: vars.color.textMuted, opacity: 0.45 },
  },
});

export const quantity = style({ minWidth: '2rem', textAlign: 'center', fontWeight: vars.fontWeight.semibold });

export const lineTotal = style({ fontWeight: vars.fontWeight.semibold });

export const summary = style({ display: 'grid', gap: vars.space.sm, width: '100%' });

export const subtotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const viewCart = style({ textAlign: 'center', fontWeight: vars.fontWeight.medium });

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxxl,
  color: vars.color.textMuted,
  textAlign: 'center',
});

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

// One cart line, in the drawer (compact: a divided list) and on the cart page (full: a card with the unit price).
const lineBase = style({ display: 'grid', gap: vars.space.md });

export const line = styleVariants({
  compact: [
    lineBase,
    {
      gridTemplateColumns: '64px minmax(0, 1fr)',
      paddingBottom: vars.space.md,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  ],
  full: [
    lineBase,
    {
      gridTemplateColumns: '5rem minmax(0, 1fr)',
      padding: vars.space.md,
      borderRadius: vars.radius.lg,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
      '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: '6rem minmax(0, 1fr)' } },
    },
  ],
});

export const thumb = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const nameRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const name = styleVariants({
  compact: {
    color: vars.color.text,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
  full: {
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    selectors: { '&:hover': { color: vars.color.primary } },
  },
});

export const unitPrice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  overflow: 'hidden',
});

export const stepperButton = style({ borderRadius: 0 });

export const quantity = style({ minWidth: '2.5rem', textAlign: 'center', fontWeight: vars.fontWeight.semibold });

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const option = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: 0, padding: 0 });

export const legend = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, padding: 0 });

export const values = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A size button or a swatch: at least 44 px to tap on a phone. */
export const value = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  justifyContent: 'center',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    '&[data-state="sold_out"], &[data-state="absent"]': { color: vars.color.textMuted, textDecoration: 'line-through' },
  },
});

export const swatch = style({
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: '50%',
  border: `1px solid ${vars.color.borderStrong}`,
  flexShrink: 0,
});

export const sku = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

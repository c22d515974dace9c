import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const frame = style({ width: '100%', minHeight: '1px' });

export const svg = style({ display: 'block', overflow: 'visible' });

export const current = style({ fill: vars.color.primary });

export const previous = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 2, strokeDasharray: '4 3' });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const track = style({ fill: vars.color.surfaceSunken });

export const label = style({ fill: vars.color.textMuted, fontSize: '11px' });

export const value = style({ fill: vars.color.text, fontSize: '12px', fontWeight: 600 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBlockStart: vars.space.sm,
});

export const swatch = style({
  display: 'inline-block',
  inlineSize: '0.75rem',
  blockSize: '0.75rem',
  marginInlineEnd: vars.space.xs,
  verticalAlign: 'middle',
  backgroundColor: vars.color.primary,
  borderRadius: '2px',
});

export const swatchPrevious = style([
  swatch,
  {
    backgroundColor: 'transparent',
    borderBlockStart: `2px dashed ${vars.color.accent}`,
    borderRadius: 0,
    blockSize: 0,
  },
]);

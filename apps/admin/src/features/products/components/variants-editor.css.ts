import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const editor = style({ display: 'grid', gap: vars.space.lg });

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const option = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const legend = style({ fontWeight: vars.fontWeight.semibold, paddingInline: vars.space.xs });

const wrapping = { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm } as const;

export const optionNames = style({ ...wrapping });

export const values = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const value = style({
  ...wrapping,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px dashed ${vars.color.border}`,
});

export const colorInput = style({ width: '7.5rem' });

export const valueActions = style({ display: 'flex', gap: vars.space.xs });

export const addValue = style({ ...wrapping });

export const bulk = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  minWidth: 0,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const bulkFields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(7.5rem, 1fr))',
});

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const rowHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const rowTitle = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const rowFields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(7.5rem, 1fr))',
});

export const picture = style({ display: 'flex', alignItems: 'end', gap: vars.space.xs });

export const pictureThumb = style({
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  flexShrink: 0,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, scrollMarginTop: '6rem' });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const average = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, lineHeight: 1 });

export const summaryText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const reviewHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const author = style({ fontWeight: vars.fontWeight.semibold });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';
import { summaryRow } from '../../lib/panels.css.ts';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { 'screen and (min-width: 900px)': { position: 'sticky', top: vars.space.lg } },
});

export { summaryRow };

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
});

export const emptyIcon = style({ color: vars.color.textMuted });

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const body = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const summary = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  maxHeight: '16rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const item = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.danger });

export const progress = style({ width: '100%', height: '1rem', accentColor: vars.color.primary });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const list = style({ display: 'grid', gap: vars.space.md });

export const summary = style({ display: 'grid', gap: vars.space.sm, width: '100%' });

export const viewCart = style({ textAlign: 'center', fontWeight: vars.fontWeight.medium });

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxxl,
  color: vars.color.textMuted,
  textAlign: 'center',
});

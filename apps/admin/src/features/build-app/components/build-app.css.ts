import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const card = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});

export const term = style({ color: vars.color.textMuted });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const card = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });

export const domain = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const statuses = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.badge.yellow.soft,
  color: vars.badge.yellow.onSoft,
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const steps = style({ display: 'grid', gap: vars.space.sm });

export const stepList = style({ display: 'grid', gap: vars.space.md, paddingInlineStart: vars.space.lg });

export const record = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginBlock: vars.space.sm,
  overflowWrap: 'anywhere',
});

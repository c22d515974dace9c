import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '28rem',
  marginInline: 'auto',
  padding: `clamp(${vars.space.lg}, 4vw, ${vars.space.xxl})`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, textAlign: 'center' });

export const title = style({ fontSize: vars.fontSize.xxl });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.badge.red.soft,
  color: vars.badge.red.onSoft,
});

export const info = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.badge.green.soft,
  color: vars.badge.green.onSoft,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const forgot = style({ alignSelf: 'flex-end', fontSize: vars.fontSize.sm });

export const passwordWrap = style({ position: 'relative' });

export const passwordInput = style({ paddingInlineEnd: '3rem' });

export const reveal = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
  top: '50%',
  transform: 'translateY(-50%)',
});

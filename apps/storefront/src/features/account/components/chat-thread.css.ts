import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  height: 'min(70dvh, 40rem)',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  overflowY: 'auto',
  backgroundColor: vars.color.surfaceSunken,
});

export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: '80%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const mine = style({
  alignSelf: 'flex-end',
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  borderEndEndRadius: vars.radius.sm,
});

export const theirs = style({
  alignSelf: 'flex-start',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderEndStartRadius: vars.radius.sm,
});

export const time = style({ fontSize: vars.fontSize.xs, opacity: 0.8 });

export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const input = style({ flex: 1, minHeight: vars.size.controlMd, maxHeight: '8rem', resize: 'none' });

export const empty = style({ margin: 'auto', color: vars.color.textMuted, textAlign: 'center' });

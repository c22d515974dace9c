import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '20rem 1fr', alignItems: 'start' } },
});

export const threadList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const threadButton = style({
  width: '100%',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xxs,
  textAlign: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="true"]': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySoft },
  },
});

export const threadName = style({ fontWeight: vars.fontWeight.semibold });

export const unreadName = style({ fontWeight: vars.fontWeight.bold });

export const preview = style({
  gridColumn: '1 / -1',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minHeight: '24rem',
});

export const messageList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: '28rem',
  overflowY: 'auto',
  flex: 1,
});

export const bubble = style({
  maxWidth: '80%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const fromCustomer = style([bubble, { alignSelf: 'flex-start', backgroundColor: vars.color.surfaceSunken }]);

export const fromShop = style([
  bubble,
  { alignSelf: 'flex-end', backgroundColor: vars.color.primary, color: vars.color.onPrimary },
]);

export const time = style({ display: 'block', fontSize: vars.fontSize.xs, opacity: 0.85 });

export const reply = style({ display: 'grid', gap: vars.space.sm });

export const replyActions = style({ display: 'flex', justifyContent: 'flex-end' });

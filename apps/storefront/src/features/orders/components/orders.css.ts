import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';
import { listRow, panel, panelTitle } from '../../../lib/panels.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const card = style([panel, { gap: vars.space.md }]);

export const cardTitle = panelTitle;

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

// An order code is copied by hand too: it never breaks at its hyphen.
export const code = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const codeLabel = style([muted, { whiteSpace: 'nowrap' }]);

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
});

export const thumb = style({
  width: '3.5rem',
  height: '3.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const timeline = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.xl,
  paddingBlockEnd: vars.space.lg,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '0.3rem',
      top: '0.45rem',
      width: '0.75rem',
      height: '0.75rem',
      borderRadius: '50%',
      backgroundColor: vars.color.primary,
    },
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 'calc(0.3rem + 0.375rem - 1px)',
      top: '1.4rem',
      bottom: 0,
      width: '2px',
      backgroundColor: vars.color.border,
    },
  },
});

export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.badge.red.soft,
  color: vars.badge.red.onSoft,
});

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const successIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: '50%',
  backgroundColor: vars.badge.green.soft,
  color: vars.badge.green.onSoft,
});

// On a phone the label, the code and the copy button wrap as wholes, centred.
export const codeBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.primary}`,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
  fontSize: vars.fontSize.xl,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const inline = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const result = listRow;

export const inlineIcon = style({ display: 'inline', verticalAlign: '-3px' });

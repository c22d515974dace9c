import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';
import { listRow, panel, panelTitle } from '../../../lib/panels.css.ts';
import { media } from '../../../lib/breakpoints.ts';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxxl}`,
  '@media': { [media.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});

export const mobileHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const mobileTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const sidebar = style({
  display: 'none',
  position: 'sticky',
  top: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [media.desktop]: { display: 'block' } },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const profileName = style({ fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: 0,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primarySoft, color: vars.color.onPrimarySoft },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const logout = style({ color: vars.color.danger });

export const separator = style({ height: '1px', margin: `${vars.space.xs} 0`, backgroundColor: vars.color.border });

export const screenTitle = style({ fontSize: `clamp(${vars.fontSize.xl}, 2.5vw, ${vars.fontSize.xxl})` });

export const card = style([panel, { gap: vars.space.md }]);

export const cardTitle = panelTitle;

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '32rem' });

export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.badge.red.soft,
  color: vars.badge.red.onSoft,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = listRow;

export const code = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold, letterSpacing: '0.03em' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const statValue = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: 1.2 });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const inlineIcon = style({ display: 'inline', verticalAlign: '-3px' });

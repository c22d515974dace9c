import { style } from '@vanilla-extract/css';
import { layers } from '@haat/ui/layers';
import { vars } from '@haat/ui/theme';

const desktop = 'screen and (min-width: 960px)';

export const shell = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateColumns: '1fr',
  '@media': { [desktop]: { gridTemplateColumns: '248px 1fr' } },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-100px',
  zIndex: layers.overlay,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
});

export const sidebar = style({
  display: 'none',
  '@media': {
    [desktop]: {
      display: 'flex',
      flexDirection: 'column',
      position: 'sticky',
      top: 0,
      height: '100dvh',
      overflowY: 'auto',
      backgroundColor: vars.color.surface,
      borderInlineEnd: `1px solid ${vars.color.border}`,
      padding: vars.space.lg,
      gap: vars.space.lg,
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
});

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': { backgroundColor: vars.color.primarySoft, color: vars.color.onPrimarySoft },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const topbar = style({
  position: 'sticky',
  top: 0,
  zIndex: layers.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '3.5rem',
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const menuButton = style({ '@media': { [desktop]: { display: 'none' } } });

export const shopName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
});

export const topActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const hideOnPhone = style({ '@media': { 'screen and (max-width: 599px)': { display: 'none' } } });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [desktop]: { padding: vars.space.xxl } },
});

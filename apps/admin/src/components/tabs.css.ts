import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  marginBlockEnd: vars.space.lg,
  overflowX: 'auto',
});

export const tab = style({
  appearance: 'none',
  border: 'none',
  background: 'none',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.lg,
  borderBlockEnd: '3px solid transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.primary, borderBlockEndColor: vars.color.primary },
    '&:hover': { color: vars.color.text },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';
import { layers } from '@haat/ui/layers';

/** The no-internet panel over the page the shopper is leaving, so that page keeps its state underneath. */
export const cover = style({
  position: 'fixed',
  inset: 0,
  zIndex: layers.dialog,
  overflowY: 'auto',
  backgroundColor: vars.color.background,
});

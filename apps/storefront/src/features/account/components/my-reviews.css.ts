import { style } from '@vanilla-extract/css';
import { vars } from '@haat/ui/theme';

export const stars = style({ display: 'inline-flex', gap: '2px', color: vars.color.accent });

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const header = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.fontWeight.semibold });

export const ratingOptions = style({ display: 'flex', gap: vars.space.xs, color: vars.color.accent });

export const ratingOption = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
  },
});

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The radio itself is invisible; its star is the visible control. */
export const ratingInput = style(hidden);

export const ratingLabel = style(hidden);

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, marginBlockStart: vars.space.xs });

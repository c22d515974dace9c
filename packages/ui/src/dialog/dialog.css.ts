import { keyframes, style } from '@vanilla-extract/css';
import { layers } from '../layers.ts';
import { vars } from '../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
});

const noMotion = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: layers.dialog,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easeOut}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.normal} ${vars.motion.easeInOut}` },
  },
  '@media': noMotion,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: layers.dialog,
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 'min(32rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': { animation: `${popIn} ${vars.motion.normal} ${vars.motion.easeOut}` },
    '&[data-state="closed"]': { animation: `${popOut} ${vars.motion.fast} ${vars.motion.easeInOut}` },
  },
  '@media': noMotion,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  paddingTop: vars.space.xs,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
});

export const closeButton = style({
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});

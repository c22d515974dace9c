import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layers } from '../layers.ts';
import { vars } from '../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideInLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideOutLeft = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } });
const slideInRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideOutRight = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } });

const noMotion = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: layers.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.drawer} ${vars.motion.easeOut}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.drawer} ${vars.motion.easeInOut}` },
  },
  '@media': noMotion,
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    zIndex: layers.drawer,
    display: 'flex',
    flexDirection: 'column',
    height: '100dvh',
    // The width comes inline from the `width` prop; a phone narrower than it gets the whole screen.
    maxWidth: '100vw',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.drawer,
    outline: 'none',
    '@media': noMotion,
  },
  variants: {
    side: {
      left: {
        left: 0,
        selectors: {
          '&[data-state="open"]': { animation: `${slideInLeft} ${vars.motion.drawer} ${vars.motion.easeOut}` },
          '&[data-state="closed"]': { animation: `${slideOutLeft} ${vars.motion.drawer} ${vars.motion.easeInOut}` },
        },
      },
      right: {
        right: 0,
        selectors: {
          '&[data-state="open"]': { animation: `${slideInRight} ${vars.motion.drawer} ${vars.motion.easeOut}` },
          '&[data-state="closed"]': { animation: `${slideOutRight} ${vars.motion.drawer} ${vars.motion.easeInOut}` },
        },
      },
    },
  },
  defaultVariants: { side: 'right' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '3.5rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const headerWithoutTitle = style({ justifyContent: 'flex-end', borderBottomColor: 'transparent' });

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

export const description = style({
  paddingInline: vars.space.lg,
  paddingTop: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
});

export const footer = style({
  flexShrink: 0,
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

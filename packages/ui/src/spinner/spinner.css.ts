import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The turning ring; also used inside a loading Button. Colour follows `currentColor`. */
export const spinnerRing = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // Still show that something is happening, only slower.
      '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
    },
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em', borderWidth: '2px' },
      md: { width: '1.75rem', height: '1.75rem', borderWidth: '3px' },
      lg: { width: '2.75rem', height: '2.75rem', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const spinner = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.md,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.body,
  },
  variants: {
    layout: {
      inline: { display: 'inline-flex' },
      block: { padding: vars.space.xl },
      page: { flexDirection: 'column', minHeight: '60vh', padding: vars.space.xxl },
    },
  },
  defaultVariants: { layout: 'block' },
});

export const ringColour = style({ color: vars.color.primary });

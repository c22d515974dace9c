import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const transition = `border-color ${vars.motion.fast} ${vars.motion.easeOut}, box-shadow ${vars.motion.fast} ${vars.motion.easeOut}`;

export const control = recipe({
  base: {
    display: 'block',
    width: '100%',
    minHeight: vars.size.controlMd,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: vars.color.borderStrong,
    borderRadius: vars.radius.control,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.tight,
    transition,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&:focus-visible': {
        outline: 'none',
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}`,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&[aria-invalid="true"]:focus-visible': {
        borderColor: vars.color.danger,
        boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.danger}`,
      },
      '&:disabled': { backgroundColor: vars.color.surfaceSunken, cursor: 'not-allowed' },
    },
  },
  variants: {
    kind: {
      input: {},
      textarea: { minHeight: '6rem', lineHeight: vars.lineHeight.body, resize: 'vertical' },
      select: {
        appearance: 'none',
        paddingInlineEnd: vars.space.xxl,
        // A chevron drawn with two gradients, so no icon file is needed.
        backgroundImage: `linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)`,
        backgroundPosition: `calc(100% - 1.1rem) 50%, calc(100% - 0.75rem) 50%`,
        backgroundSize: '0.35rem 0.35rem, 0.35rem 0.35rem',
        backgroundRepeat: 'no-repeat',
      },
    },
  },
  defaultVariants: { kind: 'input' },
});

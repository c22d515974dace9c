import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const transition = ['background-color', 'border-color', 'color', 'box-shadow', 'transform']
  .map((property) => `${property} ${vars.motion.fast} ${vars.motion.easeOut}`)
  .join(', ');

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.control,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition,
    selectors: {
      '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.primaryHover },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.primarySoft,
            borderColor: vars.color.primary,
            color: vars.color.onPrimarySoft,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.primarySoft,
            color: vars.color.onPrimarySoft,
          },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.dangerHover },
        },
      },
      link: {
        backgroundColor: 'transparent',
        borderWidth: 0,
        borderRadius: vars.radius.sm,
        color: vars.color.link,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { textDecorationThickness: '2px' } },
      },
    },
    size: {
      sm: { minHeight: vars.size.controlSm, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.size.controlMd, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { minHeight: vars.size.controlLg, paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  compoundVariants: (['sm', 'md', 'lg'] as const).map((size) => ({
    variants: { variant: 'link' as const, size },
    style: { minHeight: 'auto', paddingInline: 0 },
  })),
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const iconButton = recipe({
  base: { paddingInline: 0, flexShrink: 0 },
  variants: {
    size: {
      sm: { width: vars.size.controlSm },
      md: { width: vars.size.controlMd },
      lg: { width: vars.size.controlLg },
    },
    round: {
      true: { borderRadius: '50%' },
      false: {},
    },
  },
  defaultVariants: { size: 'md', round: false },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
